/**
 * For the contract tests of the fences around library internals (server/platform/library-internals/):
 * each first checks that the installed library is the version its fence was written for, and words
 * every failure so that it names the library, what changed and where to look.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const DECISION = 'docs/decisions/014-library-fences.md';

/** A failure message: `library` no longer does `what` as `fence` relies on. */
export function fenceBroken(library: string, fence: string, what: string): string {
  return `${library} ${what}. The fence server/platform/library-internals/${fence} relies on it: see that file and ${DECISION}`;
}

/** Throws unless the installed `library` is `fencedFor`, the version its fence was checked against. */
export function expectFencedVersion(library: string, fencedFor: string, fence: string): void {
  const installed = installedVersion(library);
  if (installed !== fencedFor) {
    throw new Error(
      `${library} is now ${installed}; server/platform/library-internals/${fence} was written for ${fencedFor}. ` +
        `Re-verify the fence against the new version (what it relies on is in its header and in ${DECISION}), ` +
        'then update the version in its header, its contract test and the decision.',
    );
  }
}

/** The version in the installed package's package.json (found from its entry point: not all export it). */
function installedVersion(library: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(library));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === library && manifest.version) return manifest.version;
    } catch {
      // No package.json here: keep looking upwards.
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json of ${library} above its entry point`);
    dir = parent;
  }
}
