/**
 * Debian's Chromium driven by playwright-core: the one launcher of the browser tests and the bench
 * (CHROMIUM_PATH, else /usr/bin/chromium; apt-get install chromium).
 */
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ChromiumOptions {
  /** Every host but localhost fails to resolve, so a page that needs another origin is caught (the tests). */
  localhostOnly?: boolean;
  /** Video plays without a tap (the door's camera view). */
  autoplay?: boolean;
  /** A fake camera filming this y4m file, allowed without asking. */
  fakeCamera?: string;
}

export function launchChromium({
  localhostOnly = false,
  autoplay = false,
  fakeCamera,
}: ChromiumOptions = {}): Promise<Browser> {
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  if (localhostOnly) args.push('--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost');
  if (autoplay) args.push('--autoplay-policy=no-user-gesture-required');
  if (fakeCamera) {
    args.push(
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${fakeCamera}`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args });
}
