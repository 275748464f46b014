/**
 * The door scanner's WebAssembly: the installed zxing-wasm must be exactly the build barcode-detector
 * was made for (a mismatch fails silently in the browser), and the server must hand it out as
 * application/wasm, compressed and cacheable, from our own origin.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../scripts/precompress-assets.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Not about the database: the scanner's WebAssembly file and how the server hands it out. (runs on PGlite only; vitest.config.ts)

const require = createRequire(import.meta.url);
const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
// <package>/dist/reader/zxing_reader.wasm: the package's manifest is two folders up (it is not exported).
const zxingManifest = path.join(path.dirname(wasmPath), '..', '..', 'package.json');
const zxingVersion = (JSON.parse(await readFile(zxingManifest, 'utf8')) as { name: string; version: string }).version;

describe('the installed QR decoder', () => {
  it('is the zxing-wasm version and build barcode-detector expects', async () => {
    expect(zxingVersion).toBe(ZXING_WASM_VERSION);
    const sha256 = createHash('sha256')
      .update(await readFile(wasmPath))
      .digest('hex');
    expect(sha256).toBe(ZXING_WASM_SHA256);
  });

  it('is pinned exactly in package.json', async () => {
    const pkg = JSON.parse(await readFile(path.resolve('package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['zxing-wasm']).toBe(ZXING_WASM_VERSION);
  });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without automatic decompression, to see what goes over the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('serving the decoder from a build', () => {
  let t: TestApp;
  let webDir: string;
  let original: Buffer;
  const wasmUrl = () => `${t.baseUrl}/assets/zxing_reader-Test1234.wasm`;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>ID Event</title>');
    await copyFile(wasmPath, path.join(webDir, 'assets', 'zxing_reader-Test1234.wasm'));
    original = await readFile(wasmPath);
    // What the Vite build runs over dist/web/assets.
    const written = await precompressAssets(path.join(webDir, 'assets'));
    expect(written.map((file) => path.basename(file)).sort()).toEqual([
      'zxing_reader-Test1234.wasm.br',
      'zxing_reader-Test1234.wasm.gz',
    ]);
    t = await startTestApp({}, { webDir });
  });

  afterAll(async () => {
    await t?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('sends brotli to browsers that accept it, as application/wasm, cacheable for a year', async () => {
    const response = await rawGet(wasmUrl(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/wasm');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(original.length * 0.5);
    expect(brotliDecompressSync(response.body).equals(original)).toBe(true);
  });

  it('sends gzip when brotli is not accepted, and the raw file when nothing is', async () => {
    const gzipped = await rawGet(wasmUrl(), { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-type']).toBe('application/wasm');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(original)).toBe(true);

    const plain = await rawGet(wasmUrl(), { 'accept-encoding': 'identity' });
    expect(plain.headers['content-type']).toBe('application/wasm');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('serves the scan page with a CSP that lets WebAssembly compile from our origin only', async () => {
    const response = await fetch(`${t.baseUrl}/admin/scan`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/connect-src[^;]*(https?:|\*)/);
  });
});
