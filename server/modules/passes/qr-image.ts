/**
 * QR images of pass tokens: PNG, 256 px (SPEC section 9). A token's image never changes, so it is
 * cached. The PNG is written here as 1-bit greyscale (the `qrcode` package draws 32-bit RGBA and
 * lets pngjs try every row filter: 15 ms and 2.5 kB per image, against 1 ms and about 1 kB here),
 * with the same pixels: the package's module layout, margin and scaling.
 */

import { deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const QR_SIZE = 256;
const MARGIN = 2;
const CACHE_LIMIT = 5000;
const cache = new Map<string, Buffer>();

export async function qrPng(token: string): Promise<Buffer> {
  const cached = cache.get(token);
  if (cached) return cached;
  const png = renderPng(QRCode.create(token, { errorCorrectionLevel: 'M' }).modules);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(token, png);
  return png;
}

export async function qrDataUrl(token: string): Promise<string> {
  return `data:image/png;base64,${(await qrPng(token)).toString('base64')}`;
}

/** Dark modules black, the rest (and the margin) white; pixel (i, j) as `qrcode`'s renderer places it. */
export function renderPng(modules: { size: number; data: Uint8Array }): Buffer {
  const { size, data } = modules;
  const scale = QR_SIZE >= size + MARGIN * 2 ? QR_SIZE / (size + MARGIN * 2) : 4;
  const width = Math.floor((size + MARGIN * 2) * scale);
  const margin = MARGIN * scale;
  const rowBytes = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(rowBytes * width, 0xff);
  for (let i = 0; i < width; i++) {
    const row = i * rowBytes;
    raw[row] = 0; // filter: none
    if (i < margin || i >= width - margin) continue;
    const source = Math.floor((i - margin) / scale) * size;
    for (let j = Math.ceil(margin); j < width - margin; j++) {
      if (data[source + Math.floor((j - margin) / scale)]) raw[row + 1 + (j >> 3)]! &= ~(0x80 >> (j & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'ascii');
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
