/** Decodes a QR code from a PNG (a buffer or a data URL), as a phone camera would read it. */
import jsQRImport from 'jsqr';
import { PNG } from 'pngjs';

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is CommonJS with a `default` export: Node's ESM loader and bundlers differ on which one we get.
const imported = jsQRImport as unknown as Decode | { default: Decode };
const jsQR: Decode = typeof imported === 'function' ? imported : imported.default;

export function decodeQr(png: Buffer | string): string {
  if (typeof png === 'string' && !png.startsWith('data:image/png;base64,')) {
    throw new Error(`not a PNG data URL: ${png.slice(0, 40)}`);
  }
  const buffer = typeof png === 'string' ? Buffer.from(png.slice('data:image/png;base64,'.length), 'base64') : png;
  const image = PNG.sync.read(buffer);
  const result = jsQR(
    new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    image.width,
    image.height,
  );
  if (!result?.data) throw new Error('no QR code found in the image');
  return result.data;
}
