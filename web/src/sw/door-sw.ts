/// <reference lib="webworker" />
/**
 * The door's service worker (issue 16), scoped to /admin/: once the scan page has been opened online,
 * the admin pages' shell, scripts, styles and the scanner's WebAssembly load from the device when the
 * server cannot be reached, also after a reload.
 *
 * - The built files (hashed names) are precached at install; a new build installs a new worker,
 *   which takes over at once and drops the old build's files.
 * - A page (a navigation under /admin/) comes from the network when it answers within 3 s; otherwise
 *   from the precached shell (index.html), which routes to the page in the browser.
 * - API calls are never intercepted: they go to the network, and their answers are never cached
 *   (the server marks them no-store). The page itself decides what to do when they fail.
 * Public pages are outside the worker's scope and unchanged.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const SHELL = '/index.html';
const NETWORK_TIMEOUT_SECONDS = 3;

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// A page: the server's answer when it comes within 3 s (never stored), the precached shell otherwise.
const pages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await pages.handle(options);
        // A 5xx (a proxy in front of a stopped server) is an outage too; a 404 page is an answer.
        if (response.status < 500) return response;
      } catch {
        // no answer in time: offline
      }
      return (await matchPrecache(SHELL)) ?? Response.error();
    },
    { allowlist: [/^\/admin(\/|$)/] },
  ),
);
