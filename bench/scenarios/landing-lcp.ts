/**
 * The landing page's Largest Contentful Paint in Chromium on a slow phone, as Lighthouse's mobile
 * profile applies it through the DevTools protocol ("Slow 4G", devtools throttling): 4x CPU
 * slowdown, 562.5 ms request latency, 1474.56 kbit/s down and 675 kbit/s up. Cold cache, a fresh
 * browser context per run; the median of the runs is reported.
 */
import { launchChromium } from '../../tests/support/chromium.ts';

export const NETWORK = { latencyMs: 562.5, downKbit: 1474.56, upKbit: 675 };
export const CPU_SLOWDOWN = 4;

export interface LcpRun {
  lcpMs: number;
  element: string;
  /** Bytes on the wire (compressed) for the whole page load. */
  transferredBytes: number;
}

export interface LcpResult {
  medianMs: number;
  runs: LcpRun[];
}

// Runs in the page (as text: the bench is compiled without the DOM's types).
const OBSERVE_LCP = `
  window.__lcp = { lcp: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp.lcp = entry.startTime;
      const el = entry.element;
      window.__lcp.element = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** `locale`: the browser's language (the page comes in it: Arabic lays it out right to left). */
export async function landingLcp(baseUrl: string, runs = 3, locale = 'en-US'): Promise<LcpResult> {
  const browser = await launchChromium();
  const results: LcpRun[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: NETWORK.latencyMs,
        downloadThroughput: (NETWORK.downKbit * 1000) / 8,
        uploadThroughput: (NETWORK.upKbit * 1000) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      let transferredBytes = 0;
      cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
        transferredBytes += event.encodedDataLength;
      });
      await page.addInitScript({ content: OBSERVE_LCP });
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      await page.waitForTimeout(500);
      const state = (await page.evaluate('window.__lcp')) as { lcp: number; element: string };
      results.push({ lcpMs: state.lcp, element: state.element, transferredBytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = results.map((run) => run.lcpMs).sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runs: results };
}
