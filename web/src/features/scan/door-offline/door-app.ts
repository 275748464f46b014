/**
 * Makes the door page an installable web app that loads offline (issue 16): links the door's manifest
 * and registers its service worker (web/src/sw/door-sw.ts), scoped to the admin pages. Called by the
 * scan page only, so a visitor's browser never installs anything. Browsers without service workers,
 * or an insecure page (http:// to another machine), keep working online as before.
 */
export const DOOR_SERVICE_WORKER = '/door-sw.js';
export const DOOR_MANIFEST = '/door.webmanifest';

export function installDoorApp(): void {
  if (import.meta.env.DEV) return;
  if (!document.querySelector(`link[rel="manifest"][href="${DOOR_MANIFEST}"]`)) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = DOOR_MANIFEST;
    document.head.append(link);
  }
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(DOOR_SERVICE_WORKER, { scope: '/admin/' }).catch(() => {
    // Without it the door works online only, as before.
  });
}
