/**
 * Writes `.br` and `.gz` copies of the built web assets (JS, CSS, SVG, the QR decoder's WebAssembly)
 * next to them, so the server hands out compressed files without compressing per request
 * (@fastify/static's `preCompressed`). The scanner's wasm is 1.09 MB raw, about 460 KB gzip.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.wasm', '.json', '.txt', '.map']);
/** Below this, compression saves too little to be worth a second file. */
const MIN_BYTES = 1024;

export async function precompressAssets(dir: string): Promise<string[]> {
  const written: string[] = [];
  const entries = await readdir(dir, { recursive: true });
  for (const entry of entries) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if (!(await stat(file)).isFile()) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: 9 }),
    ]);
    if (br.length < content.length) {
      await writeFile(`${file}.br`, br);
      written.push(`${file}.br`);
    }
    if (gzipped.length < content.length) {
      await writeFile(`${file}.gz`, gzipped);
      written.push(`${file}.gz`);
    }
  }
  return written;
}

/** A Vite plugin running precompressAssets over the output directory once the bundle is written. */
export function precompressPlugin(): {
  name: string;
  apply: 'build';
  writeBundle(options: { dir?: string }): Promise<void>;
} {
  return {
    name: 'id-event:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressAssets(path.join(options.dir, 'assets'));
    },
  };
}
