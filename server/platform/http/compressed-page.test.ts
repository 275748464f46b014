import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, pickEncoding } from './compressed-page.ts';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5, gzip;q=1', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('picks %j as %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('sends the page as is when the browser says nothing', () => {
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('compressPage', () => {
  it('keeps the same page in every encoding', async () => {
    const html = `<!doctype html><title>é</title>${'<p>Available Events</p>'.repeat(200)}`;
    const page = await compressPage(html);
    expect(page.identity.toString()).toBe(html);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(page.identity.length / 10);
  });
});
