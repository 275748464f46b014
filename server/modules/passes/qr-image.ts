/** QR images of pass tokens: PNG, 256 px (SPEC section 9). A token's image never changes, so it is cached. */
import QRCode from 'qrcode';

const QR_SIZE = 256;
const CACHE_LIMIT = 5000;
const cache = new Map<string, Buffer>();

export async function qrPng(token: string): Promise<Buffer> {
  const cached = cache.get(token);
  if (cached) return cached;
  const png = await QRCode.toBuffer(token, { type: 'png', width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(token, png);
  return png;
}

export async function qrDataUrl(token: string): Promise<string> {
  return `data:image/png;base64,${(await qrPng(token)).toString('base64')}`;
}
