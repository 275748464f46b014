/**
 * A Vite plugin: each catalogue (common/locales/<locale>/<ns>.json) is compiled for Lingui's runtime
 * as it is bundled, so the browser gets ready-made messages and no ICU parser (decision 039). A
 * `?raw` import (the pseudo-locale's source texts) is left alone.
 */
import type { Plugin } from 'vite';
import { compileCatalogue } from '../common/i18n/compile.ts';
import type { Catalogue } from '../common/i18n/namespaces.ts';

const CATALOGUE = /[\\/]common[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;

export function compileCataloguesPlugin(): Plugin {
  return {
    name: 'id-event:compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Catalogue)), map: null };
    },
  };
}
