/**
 * QR images of pass tokens: PNG, 256 px (SPEC section 9). A token's image never changes, so it is
 * cached. The image is drawn here as greyscale (the `qrcode` package draws 32-bit RGBA and lets
 * pngjs try every row filter: 15 ms and 2.5 kB per image, against about 1 ms and 1.4 kB here),
 * with the same pixels: the package's module layout, margin and scaling. A token is encoded as one
 * byte-mode segment: the package's search for the shortest mix of modes took half of a QR's CPU time
 * (0.9 ms against 0.4 ms) for a code of the same version (size) for our tokens.
 */

import { PNG } from 'pngjs';
import QRCode, { type QRCodeSegment } from 'qrcode';

const QR_SIZE = 256;
const MARGIN = 2;
const CACHE_LIMIT = 5000;
const cache = new Map<string, Buffer>();
/** How the token is encoded (also what a test draws its reference image with). */
export const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;
export const qrSegments = (token: string): QRCodeSegment[] => [{ data: Buffer.from(token), mode: 'byte' }];

export async function qrPng(token: string): Promise<Buffer> {
  const cached = cache.get(token);
  if (cached) return cached;
  const png = renderPng(QRCode.create(qrSegments(token), QR_OPTIONS).modules);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(token, png);
  return png;
}

export async function qrDataUrl(token: string): Promise<string> {
  return `data:image/png;base64,${(await qrPng(token)).toString('base64')}`;
}

/**
 * Dark modules black, the rest (and the margin) white; pixel (i, j) as `qrcode`'s renderer places it.
 * Written by pngjs as 8-bit greyscale with the "Up" row filter: the rows of a module repeat, so most
 * filtered rows are zeros and deflate to almost nothing.
 */
export function renderPng(modules: { size: number; data: Uint8Array }): Buffer {
  const { size, data } = modules;
  const scale = QR_SIZE >= size + MARGIN * 2 ? QR_SIZE / (size + MARGIN * 2) : 4;
  const width = Math.floor((size + MARGIN * 2) * scale);
  const margin = MARGIN * scale;
  const pixels = Buffer.alloc(width * width, 0xff);
  for (let i = Math.ceil(margin); i < width - margin; i++) {
    const source = Math.floor((i - margin) / scale) * size;
    for (let j = Math.ceil(margin); j < width - margin; j++) {
      if (data[source + Math.floor((j - margin) / scale)]) pixels[i * width + j] = 0;
    }
  }
  const options = { colorType: 0, inputColorType: 0, inputHasAlpha: false, bitDepth: 8 } as const;
  const png = new PNG({ width, height: width, ...options });
  png.data = pixels;
  return PNG.sync.write(png, { ...options, filterType: 2, deflateLevel: 9 });
}
