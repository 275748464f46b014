/**
 * The door as a queue, in Chromium at phone size with a camera the bench controls (a canvas stream:
 * a pass appears at a known instant; ../shared/RECIPES-WEB.md). Measured in the page's own clock:
 * - page open -> camera ready (the preview plays);
 * - pass shown -> recognised (the scan's beep), 20 passes, each after "Scan Another";
 * - "Scan Another" -> the next pass recognised (the pass already in view when the button is tapped);
 * - "Admit on scan": pass shown -> "Admitted" on screen, and visitors a minute hands-free (each pass
 *   shown as soon as the previous one's "Admitted" appeared).
 * The door's own decoding: the platform's BarcodeDetector where the browser has one, zxing-wasm
 * otherwise (Chromium on Linux has none, so this measures zxing-wasm).
 */
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { createQrTokens } from '../../server/modules/passes/qr-token.ts';
import { launchChromium } from '../../tests/support/chromium.ts';
import type { AdminClient } from '../lib/admin-client.ts';

export interface DoorQueueResult {
  cameraReadyMs: number;
  recognisedMs: number[];
  scanAnotherToRecognisedMs: number[];
  admittedMs: number[];
  visitorsPerMinute: number;
}

// Runs in the page before the app (as text: the bench is compiled without the DOM's types).
const INSTRUMENT = `{
  const canvas = Object.assign(document.createElement('canvas'), { width: 1280, height: 720 });
  const g = canvas.getContext('2d');
  let img = null;
  const paint = () => { g.fillStyle = '#fff'; g.fillRect(0, 0, 1280, 720); if (img) g.drawImage(img, 640 - img.width / 2, 360 - img.height / 2); };
  setInterval(paint, 33); paint();
  const track = canvas.captureStream(30).getVideoTracks()[0];
  track.getCapabilities = () => ({ width: { min: 1, max: 1280 }, height: { min: 1, max: 720 }, facingMode: ['environment'] });
  window.__images = new Map();
  window.__show = (url) => { img = url ? window.__images.get(url) : null; paint(); return performance.now(); };
  window.__load = (url) => new Promise((done) => { const i = new Image(); i.onload = () => { window.__images.set(url, i); done(); }; i.src = url; });
  navigator.mediaDevices.getUserMedia = async () => { window.__cameraStarts = (window.__cameraStarts || 0) + 1; return new MediaStream([track.clone()]); };
  navigator.mediaDevices.enumerateDevices = async () => [{ deviceId: 'canvas', kind: 'videoinput', label: 'Canvas camera', groupId: 'c', toJSON() { return this; } }];
  window.__beeps = [];
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) { if (this.frequency.value > 1000) window.__beeps.push(performance.now()); return start.apply(this, args); };
  window.__admitted = [];
  new MutationObserver(() => {
    const now = performance.now();
    for (const h of document.querySelectorAll('h2')) {
      if (h.textContent === 'Admitted' && !h.__seen) { h.__seen = true; window.__admitted.push(now); }
    }
  }).observe(document, { childList: true, subtree: true });
  const ready = () => { const v = document.querySelector('video'); if (v && v.readyState >= 2 && !v.paused) window.__cameraReadyAt = performance.now(); else requestAnimationFrame(ready); };
  requestAnimationFrame(ready);
}`;

const count = (page: Page, list: '__beeps' | '__admitted') => page.evaluate(`window.${list}.length`) as Promise<number>;
const last = (page: Page, list: '__beeps' | '__admitted') => page.evaluate(`window.${list}.at(-1)`) as Promise<number>;

async function waitForMore(page: Page, list: '__beeps' | '__admitted', than: number, timeoutMs = 5000) {
  await page.waitForFunction(`window.${list}.length > ${than}`, undefined, { timeout: timeoutMs, polling: 'raf' });
}

/**
 * Needs an event running today with one exhibit open all day, and passes of its visitors (at least
 * 2 x `passes`): half are recognised in the SPEC's flow, the other half admitted on scan.
 */
export async function doorQueue(
  admin: AdminClient,
  exhibitId: string,
  registrationIds: string[],
  appSecret: string,
  passes = 20,
): Promise<DoorQueueResult> {
  const tokens = createQrTokens(appSecret);
  const urls = await Promise.all(
    registrationIds.map((id) => QRCode.toDataURL(tokens.sign(id), { width: 430, margin: 4 })),
  );
  const manual = urls.slice(0, passes);
  const onScan = urls.slice(passes, passes * 2);
  const browser = await launchChromium({ autoplay: true });
  try {
    const context = await browser.newContext({
      baseURL: admin.baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // The bench's own probes are evaluated as text, which the app's CSP (rightly) forbids.
      bypassCSP: true,
    });
    await context.addCookies([
      {
        name: admin.headers.cookie!.split('=')[0]!,
        value: admin.headers.cookie!.split('=').slice(1).join('='),
        url: admin.baseUrl,
      },
    ]);
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    await page.goto('/admin/scan');
    await page.waitForFunction('window.__cameraReadyAt !== undefined', undefined, { timeout: 30_000 });
    // The page's clock starts at the navigation: this is page open -> the preview plays.
    const cameraReadyMs = (await page.evaluate('window.__cameraReadyAt')) as number;
    for (const url of urls) await page.evaluate(`window.__load(${JSON.stringify(url)})`);
    // Warm-up: the decoder's WebAssembly compiles on the first pass.
    await page.waitForTimeout(500);

    const recognisedMs: number[] = [];
    const scanAnotherToRecognisedMs: number[] = [];
    const scanAnother = page.getByRole('button', { name: 'Scan Another QR Code' });
    const show = (url: string | null) => page.evaluate(`window.__show(${JSON.stringify(url)})`) as Promise<number>;
    const visitorShown = () => page.getByRole('heading', { name: 'Admit to Exhibits' }).waitFor();
    for (const [index, url] of manual.entries()) {
      const before = await count(page, '__beeps');
      if (index % 2 === 0) {
        // The camera is reading: the pass is held up to it.
        const shownAt = await show(url);
        await waitForMore(page, '__beeps', before);
        recognisedMs.push((await last(page, '__beeps')) - shownAt);
        await visitorShown();
        await show(null);
      } else {
        // A visitor is on screen and the next one already holds up a pass: "Scan Another".
        await show(url);
        const tappedAt = (await page.evaluate('performance.now()')) as number;
        await scanAnother.click();
        await waitForMore(page, '__beeps', before);
        scanAnotherToRecognisedMs.push((await last(page, '__beeps')) - tappedAt);
        await visitorShown();
        await show(null);
        await scanAnother.click();
      }
    }
    if (await scanAnother.isVisible()) await scanAnother.click();

    // "Admit on scan", to the one exhibit.
    await page.evaluate(
      `localStorage.setItem('idevent.door.settings', ${JSON.stringify(JSON.stringify({ admitOnScan: true, exhibitId }))})`,
    );
    await page.reload();
    await page.waitForFunction('window.__cameraReadyAt !== undefined', undefined, { timeout: 30_000 });
    await page.waitForFunction(`document.querySelector('main select')?.value === ${JSON.stringify(exhibitId)}`);
    for (const url of onScan) await page.evaluate(`window.__load(${JSON.stringify(url)})`);
    await page.waitForTimeout(500);
    const admittedMs: number[] = [];
    const queueStart = (await page.evaluate('performance.now()')) as number;
    for (const url of onScan) {
      const before = await count(page, '__admitted');
      const shownAt = await show(url);
      await waitForMore(page, '__admitted', before);
      admittedMs.push((await last(page, '__admitted')) - shownAt);
    }
    const queueMs = ((await page.evaluate('performance.now()')) as number) - queueStart;
    await context.close();
    return {
      cameraReadyMs,
      recognisedMs,
      scanAnotherToRecognisedMs,
      admittedMs,
      visitorsPerMinute: (onScan.length / queueMs) * 60_000,
    };
  } finally {
    await browser.close();
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
