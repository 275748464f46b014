/**
 * The built web app's delivery: the post-build step writes brotli and gzip copies, and the server
 * sends the one the browser accepts, with long-lived cache headers for hashed assets, the WebAssembly
 * scanner included (application/wasm, compressed).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../scripts/precompress-assets.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Not about the database: the built web app's compressed, cached delivery. (runs on PGlite only; vitest.config.ts)

let t: TestApp;
let webDir: string;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
// Compressible like a real module: long runs of repeated bytes after a magic number and version.
const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(8000, 7)]);

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>ID Event</title><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets/index-AbCd1234.js'), script);
  await writeFile(path.join(webDir, 'assets/zxing_reader-AbCd1234.wasm'), wasm);
  await writeFile(path.join(webDir, 'assets/tiny-AbCd1234.js'), 'export {};\n');
  await precompressAssets(webDir);
  t = await startTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (file: string, acceptEncoding?: string) =>
  fetch(`${t.baseUrl}${file}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('precompressed, cacheable assets', () => {
  it('writes .br and .gz copies of compressible files, and none for tiny ones', async () => {
    const br = await readFile(path.join(webDir, 'assets/index-AbCd1234.js.br'));
    const gz = await readFile(path.join(webDir, 'assets/index-AbCd1234.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    await expect(readFile(path.join(webDir, 'assets/tiny-AbCd1234.js.br'))).rejects.toThrow();
  });

  it('sends brotli to a browser that accepts it, with an immutable year-long cache', async () => {
    const response = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(script);
    const plain = await get('/assets/index-AbCd1234.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('serves the scanner WebAssembly as application/wasm, compressed and cacheable', async () => {
    const response = await get('/assets/zxing_reader-AbCd1234.wasm', 'br');
    expect(response.headers.get('content-type')).toBe('application/wasm');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(wasm);
  });

  it('keeps index.html revalidated on every visit', async () => {
    const response = await get('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it("serves a page whose address holds a dot (a personal link's token), and a missing file as a plain 404", async () => {
    const page = await get('/my-registration/m1.0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f.1796687999.abc_DEF-1');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    for (const missing of ['/assets/gone-AbCd1234.js', '/robots.txt', '/my-pass.js']) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });
});
