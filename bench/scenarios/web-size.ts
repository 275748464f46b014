/**
 * What each page downloads on first load, in gzip bytes of JS and CSS: the entry from
 * dist/web/index.html (script, modulepreloads, stylesheets) plus, for a lazily loaded route, its chunk
 * and the static imports and CSS the Vite manifest lists for it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  page: string;
  /** null when the route's source file does not exist on this branch. */
  jsGzipBytes: number | null;
  cssGzipBytes: number | null;
  files: string[];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function entryFiles(webDir: string): string[] {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isAsset = /<script\b/.test(tag) || /rel="(?:modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (isAsset && url && /\.(?:js|css)$/.test(url)) files.add(url);
  }
  return [...files];
}

function chunkClosure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
}

export function pageWeight(root: string, page: string, routeSource: string): PageWeight {
  const webDir = path.join(root, 'dist/web');
  if (!existsSync(path.join(root, routeSource))) {
    return { page, jsGzipBytes: null, cssGzipBytes: null, files: [] };
  }
  const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = new Set(entryFiles(webDir));
  // Keys are relative to the Vite root (web/); a route bundled into the entry has no key of its own.
  const key = path.relative(path.join(root, 'web'), path.join(root, routeSource)).split(path.sep).join('/');
  if (manifest[key]?.isDynamicEntry) chunkClosure(manifest, key, files);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSize(path.join(webDir, file));
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { page, jsGzipBytes: js, cssGzipBytes: css, files: [...files].sort() };
}

/**
 * A locale's texts for the landing page (its `common` and `public` catalogues): inline in the
 * server-rendered page, or one chunk each when a page renders in the browser. Only the reader's
 * locale is ever downloaded, so a page in Arabic weighs its JS plus these.
 */
export function landingTexts(root: string, locale: string): PageWeight {
  const files = ['common', 'public'].map((ns) => `common/locales/${locale}/${ns}.json`);
  if (!files.every((file) => existsSync(path.join(root, file)))) {
    return { page: `landing texts (${locale})`, jsGzipBytes: null, cssGzipBytes: null, files: [] };
  }
  const bytes = files.reduce((sum, file) => sum + gzipSize(path.join(root, file)), 0);
  return { page: `landing texts (${locale})`, jsGzipBytes: bytes, cssGzipBytes: 0, files };
}

export function webWeights(root: string): PageWeight[] {
  return [
    pageWeight(root, 'landing', 'web/src/app/routes/landing.tsx'),
    landingTexts(root, 'en'),
    landingTexts(root, 'ar'),
    pageWeight(root, 'my-pass', 'web/src/app/routes/my-pass.tsx'),
    pageWeight(root, 'scan', 'web/src/app/routes/admin/scan.tsx'),
  ];
}
