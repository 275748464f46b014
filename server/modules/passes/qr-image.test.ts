import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQr } from '../../../tests/support/qr-decode.ts';
import { qrDataUrl, qrPng } from './qr-image.ts';

const token = 'v1.0b6c1c52-8f7e-4c1a-9d38-2b5c0e3c2f10.hZ3kq0m5mM2v8m7Xb4QeJg0n8x3cH1pQ2rS4tU6vW8y';

describe('QR pass images', () => {
  it('draws the same 256 px image as the qrcode package, pixel for pixel, in a smaller PNG', async () => {
    const ours = PNG.sync.read(await qrPng(token));
    const reference = PNG.sync.read(
      await QRCode.toBuffer(token, { type: 'png', width: 256, margin: 2, errorCorrectionLevel: 'M' }),
    );
    expect([ours.width, ours.height]).toEqual([reference.width, reference.height]);
    expect(ours.width).toBe(256);
    expect(Buffer.compare(ours.data, reference.data)).toBe(0);
    expect((await qrPng(token)).length).toBeLessThan(2000);
  });

  it('decodes back to the token', async () => {
    expect(decodeQr(await qrDataUrl(token))).toBe(token);
  });
});
