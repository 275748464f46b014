/**
 * What the door scan tests need beyond the shared harness: a Chromium whose fake camera films a QR
 * pass (a y4m feed made with ffmpeg), organiser sign-in inside a browser context, and seeding of
 * visitors and exhibits with any settings through the real API.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { launchChromium } from '../../support/chromium.ts';
import { decodeQr } from '../../support/qr-decode.ts';
import { adminCookie, localNoonToday } from './admin.ts';
import { type ViewportName, viewports } from './browser.ts';
import { type CanvasCameraOptions, installCanvasCamera } from './canvas-camera.ts';
import type { E2eServer } from './server.ts';

const run = promisify(execFile);
export const feedsDir = path.resolve('tests/.tmp/feeds');

/**
 * Chromium with a fake camera filming `feed` (a y4m file), or with no camera at all. Every host but
 * localhost fails to resolve: the scanner must need nothing from another origin.
 */
export function launchScanBrowser(feed: string | null): Promise<Browser> {
  return launchChromium({ localhostOnly: true, autoplay: true, fakeCamera: feed ?? undefined });
}

/**
 * A camera feed of a QR code: the pass image scaled (nearest neighbour, so modules stay sharp) to
 * 60% of the frame height, centred on a white 1280x720 frame. One frame, looped by Chromium.
 */
export async function makeQrFeed(qrPng: Buffer, name: string): Promise<string> {
  await mkdir(feedsDir, { recursive: true });
  const png = path.join(feedsDir, `${name}.png`);
  const feed = path.join(feedsDir, `${name}.y4m`);
  await writeFile(png, qrPng);
  await run('/usr/bin/ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=white:s=1280x720:r=30',
    '-i',
    png,
    '-filter_complex',
    '[1]scale=432:432:flags=neighbor[qr];[0][qr]overlay=(W-w)/2:(H-h)/2',
    '-frames:v',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'yuv4mpegpipe',
    feed,
  ]);
  return feed;
}

/** Signs the organiser in with the context's own request API, so the session cookie lands in the browser. */
export async function signInContext(context: BrowserContext, server: E2eServer): Promise<void> {
  const response = await context.request.post(`${server.baseUrl}/api/admin/login`, {
    data: { username: 'admin', password: server.adminPassword },
    headers: { origin: server.baseUrl },
  });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
}

/** The organiser signed in at the door on a screen of `viewport`'s size, its camera a canvas the test draws on. */
export async function doorScreen(
  browser: Browser,
  server: E2eServer,
  viewport: ViewportName,
  camera: CanvasCameraOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: viewports[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'en-US',
  });
  await signInContext(context, server);
  await installCanvasCamera(context, camera);
  return { context, page: await context.newPage() };
}

export interface Visitor {
  name: string;
  email: string;
  phone: string;
  /** The pass's QR image (PNG) as the visitor's e-mail and My Pass page show it. */
  qrPng: Buffer;
  /** The text in the QR code. */
  token: string;
}

/** The organiser's API with a session: create exhibits with any settings. */
export async function adminSession(server: E2eServer) {
  const origin = server.baseUrl;
  const cookie = await adminCookie(server);
  return {
    async createExhibit(input: {
      eventId: string;
      name: string;
      startTime: string;
      endTime: string;
      isActive?: boolean;
      maxCapacity?: number;
      capacityMode?: 'total' | 'inside';
      reentry?: boolean;
    }): Promise<{ id: string; name: string }> {
      const response = await fetch(`${server.baseUrl}/api/admin/exhibits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify({ description: 'An exhibit', date: localNoonToday().toISOString(), ...input }),
      });
      const text = await response.text();
      if (response.status !== 201) throw new Error(`create exhibit: ${response.status} ${text}`);
      return JSON.parse(text) as { id: string; name: string };
    },
  };
}

/** The organiser's view of a pass, online, from a session of its own: each exhibit and its check-in. */
export async function passExhibits(
  server: E2eServer,
  token: string,
): Promise<{ id: string; hasCheckedIn: boolean; checkedInAt: string | null }[]> {
  const scan = await fetch(`${server.baseUrl}/api/admin/validate-qr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie: await adminCookie(server) },
    body: JSON.stringify({ qrCode: token }),
  });
  return ((await scan.json()) as { exhibits: { id: string; hasCheckedIn: boolean; checkedInAt: string | null }[] })
    .exhibits;
}

/** Registers a visitor through the public API and reads their pass back as My Pass does. */
export async function registerVisitor(
  server: E2eServer,
  eventId: string,
  visitor: { name: string; email: string; phone: string },
): Promise<Visitor> {
  const registered = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ ...visitor, company: 'Acme', eventId }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const lookup = await fetch(`${server.baseUrl}/api/registration/${encodeURIComponent(visitor.email)}`);
  if (!lookup.ok) throw new Error(`pass lookup: ${lookup.status} ${await lookup.text()}`);
  const { qrCode } = (await lookup.json()) as { qrCode: string };
  const qrPng = Buffer.from(qrCode.slice('data:image/png;base64,'.length), 'base64');
  return { ...visitor, qrPng, token: decodeQr(qrCode) };
}

/** A public check-in, as the visitor would do at an exhibit's own tablet. */
export async function publicCheckIn(server: E2eServer, qrData: string, exhibitId: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/checkin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ qrData, exhibitId }),
  });
  if (!response.ok) throw new Error(`check-in: ${response.status} ${await response.text()}`);
}

/** What the door's canvas camera sees (canvas-camera.ts): a QR code of the text, or nothing. */
export async function showToCamera(page: Page, text: string | null): Promise<void> {
  const image = text === null ? null : await QRCode.toDataURL(text, { width: 430, margin: 4 });
  await page.evaluate(`window.__show(${JSON.stringify(image)})`);
}

/** The door's outcome panel with this heading ("Admitted", "Not admitted", "Goodbye, Ada"). */
export const outcomePanel = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
