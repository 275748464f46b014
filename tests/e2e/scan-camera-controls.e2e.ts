/**
 * The door camera's own texts and controls, with a camera the test controls: the start time-out
 * says seconds as the SPEC words it, and the zoom buttons step by a third of the camera's range.
 */
import type { BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { ViewportName } from './support/browser.ts';
import type { CanvasCameraOptions } from './support/canvas-camera.ts';
import { toastText, visible } from './support/page-helpers.ts';
import { doorScreen, launchScanBrowser } from './support/scan.ts';
import { setUpServerAndBrowser } from './support/suite.ts';

const e2e = setUpServerAndBrowser({ launch: () => launchScanBrowser(null) });

async function scanPage(
  viewport: ViewportName,
  camera: CanvasCameraOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await doorScreen(e2e.browser, e2e.server, viewport, camera);
  await page.goto('/admin/scan');
  await visible(page.getByRole('heading', { name: 'Scan QR Code' }));
  return { context, page };
}

describe('the door camera', () => {
  it('says "Loading camera stream timed out after 3 seconds." when the camera never starts', async () => {
    const { context, page } = await scanPage('phone', { neverPlays: true });
    try {
      await visible(page.getByText('Camera Error: Loading camera stream timed out after 3 seconds.', { exact: true }));
      expect(await toastText(page, 'Camera Error')).toContain(
        'Failed to access camera. Please check permissions or use manual input.',
      );
    } finally {
      await context.close();
    }
  });

  it('zooms by a third of the camera range per press, and not past its ends', async () => {
    const { context, page } = await scanPage('phone', { zoom: { min: 1, max: 7, step: 0.1 } });
    try {
      const zoomIn = await visible(page.getByRole('button', { name: 'Zoom in' }));
      const zoomOut = page.getByRole('button', { name: 'Zoom out' });
      expect(await zoomOut.isDisabled()).toBe(true);
      for (let press = 0; press < 3; press++) await zoomIn.click();
      expect(await zoomIn.isDisabled()).toBe(true);
      await zoomOut.click();
      expect(await page.evaluate('window.__zooms')).toEqual([3, 5, 7, 5]);
    } finally {
      await context.close();
    }
  });

  it('works with a camera of 640 x 480 (no hard minimum resolution)', async () => {
    const { context, page } = await scanPage('phone', { maxSize: { width: 640, height: 480 } });
    try {
      await page.waitForFunction('window.__cameraStarts >= 1 && document.querySelector("video")?.readyState >= 2');
      expect(await page.getByText(/^Camera Error/).count()).toBe(0);
      // It reads: a pass shown to it is decoded (a made-up one, refused).
      const png = await QRCode.toDataURL('v2.00000000-0000-0000-0000-000000000000.not-a-real-signature', {
        width: 300,
        margin: 4,
      });
      await page.evaluate(`window.__show(${JSON.stringify(png)})`);
      await visible(page.getByRole('heading', { name: 'Not admitted' }));
    } finally {
      await context.close();
    }
  });

  it('shows no zoom buttons for a camera that cannot zoom', async () => {
    const { context, page } = await scanPage('desktop', {});
    try {
      await visible(page.getByRole('button', { name: /turn (on|off) the camera|camera/i }).first(), 10_000).catch(
        () => {},
      );
      await page.waitForTimeout(1500);
      expect(await page.getByRole('button', { name: 'Zoom in' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
