/**
 * Post-build step: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the
 * built web app, so the server sends compressed bytes without compressing per request
 * (@fastify/static `preCompressed`). A copy is kept only when it is smaller than the original.
 * Usage: node --import tsx scripts/precompress.ts [dir]   (default dist/web)
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.wasm',
  '.txt',
  '.xml',
  '.webmanifest',
]);
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export async function precompressDirectory(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const work: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
    work.push(
      (async () => {
        const original = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(original, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
            },
          }),
          gzipAsync(original, { level: 9 }),
        ]);
        report.files++;
        report.bytes += original.length;
        if (br.length < original.length) {
          await writeFile(`${file}.br`, br);
          report.brotliBytes += br.length;
        }
        if (gz.length < original.length) {
          await writeFile(`${file}.gz`, gz);
          report.gzipBytes += gz.length;
        }
      })(),
    );
  }
  await Promise.all(work);
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? 'dist/web');
  const report = await precompressDirectory(dir);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(
    `precompressed ${report.files} files in ${path.relative(process.cwd(), dir)}: ${kB(report.bytes)} → ` +
      `${kB(report.brotliBytes)} brotli, ${kB(report.gzipBytes)} gzip`,
  );
}
