/**
 * The door as an installable web app that loads offline (issue 16): once the scan page was opened
 * online, it loads again, scripts and scanner included, while the server is stopped (a real outage);
 * the public pages are not under the service worker.
 */
import { describe, expect, it } from 'vitest';
import { openVisitorPage, type VisitorPage } from './support/browser.ts';
import { eventually } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { setUpServerAndBrowser } from './support/suite.ts';

let door: VisitorPage;

const e2e = setUpServerAndBrowser({
  afterStart: async ({ browser, server }) => {
    door = await openVisitorPage(browser, server.baseUrl, 'phone');
  },
  beforeStop: async () => {
    await door?.close();
  },
});

describe('the door page as an installable app', () => {
  it('offers a manifest that starts on the scan page, and installs its service worker for the admin pages only', async () => {
    const { page } = door;
    await signInContext(door.context, e2e.server);
    await page.goto('/admin/scan');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(manifestHref!, e2e.server.baseUrl))).json()) as {
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/admin/scan', scope: '/admin/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    await eventually(
      () => page.evaluate('navigator.serviceWorker.controller !== null') as Promise<boolean>,
      15_000,
      'the service worker controls the scan page',
    );
    const scope = await page.evaluate('navigator.serviceWorker.ready.then((registration) => registration.scope)');
    expect(scope).toBe(`${e2e.server.baseUrl}/admin/`);

    // The public pages: no manifest, no service worker.
    const visitor = await door.context.newPage();
    await visitor.goto('/');
    expect(await visitor.evaluate('navigator.serviceWorker.controller')).toBeNull();
    expect(await visitor.locator('link[rel="manifest"]').count()).toBe(0);
    await visitor.close();
  });

  it('loads the scan page, its scripts and the scanner from the device while the server is down', async () => {
    const { page } = door;
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/')) failed.push(request.url());
    });
    await e2e.server.outage(async () => {
      await page.reload();
      await eventually(
        () => page.evaluate("(document.getElementById('root')?.childElementCount ?? 0) > 0") as Promise<boolean>,
        10_000,
        'the app renders',
      );
      // The scanner's WebAssembly is on the device too.
      const wasm = (await page.evaluate(`(async () => {
        const names = await caches.keys();
        const cached = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
        return cached.flat().map((request) => request.url).filter((url) => url.includes('.wasm'));
      })()`)) as string[];
      expect(wasm.length).toBeGreaterThan(0);
      await page.screenshot({ path: 'tests/.tmp/door-offline-reload.png' });
    });
    expect(failed).toEqual([]);
  });
});
