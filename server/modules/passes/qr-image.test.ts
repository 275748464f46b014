import { randomBytes, randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQr } from '../../../tests/support/qr-decode.ts';
import { QR_OPTIONS, qrDataUrl, qrPng, qrSegments } from './qr-image.ts';
import { createQrTokens } from './qr-token.ts';

const token = 'v1.0b6c1c52-8f7e-4c1a-9d38-2b5c0e3c2f10.hZ3kq0m5mM2v8m7Xb4QeJg0n8x3cH1pQ2rS4tU6vW8y';

describe('QR pass images', () => {
  it('draws the same 256 px image as the qrcode package, pixel for pixel, in a smaller PNG', async () => {
    const ours = PNG.sync.read(await qrPng(token));
    const reference = PNG.sync.read(
      await QRCode.toBuffer(qrSegments(token), { type: 'png', width: 256, margin: 2, ...QR_OPTIONS }),
    );
    expect([ours.width, ours.height]).toEqual([reference.width, reference.height]);
    expect(ours.width).toBe(256);
    expect(Buffer.compare(ours.data, reference.data)).toBe(0);
    expect((await qrPng(token)).length).toBeLessThan(2000);
  });

  it('decodes back to the token', async () => {
    expect(decodeQr(await qrDataUrl(token))).toBe(token);
  });

  it('is no larger a code than the package would choose by itself, for real tokens', async () => {
    const tokens = createQrTokens(randomBytes(32).toString('hex'));
    for (const sample of [token, ...Array.from({ length: 50 }, () => tokens.sign(randomUUID()))]) {
      const ours = QRCode.create(qrSegments(sample), QR_OPTIONS);
      expect(ours.version).toBeLessThanOrEqual(QRCode.create(sample, QR_OPTIONS).version);
    }
  });
});
