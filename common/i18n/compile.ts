/**
 * Compiling catalogues for Lingui's runtime (common/i18n/translator.ts): at build time for the
 * browser (scripts/compile-catalogues.ts), at start on the server. Kept apart so the browser's
 * bundle never carries the parser.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue, CompiledCatalogue } from './translator.ts';

/** A JSON catalogue compiled for the runtime. A message that does not parse is kept as its text. */
export function compileCatalogue(catalogue: Catalogue): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => {
      try {
        return [key, compileMessage(message)];
      } catch {
        return [key, message];
      }
    }),
  );
}
