/**
 * GET / rendered on the server (server/modules/landing) from the web app's sources: what a visitor
 * gets before any JavaScript runs, that text from organisers stays text, the compressed delivery,
 * and the fallbacks to the page rendered in the browser.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../common/page-data.ts';
import { projectPath } from '../../server/platform/paths.ts';
import { createEndedEvent, createEvent, dayEnd, dayStart } from '../support/factories.ts';
import { call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Like Vite's build of web/index.html. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>ID Event</title>
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-AbCd1234.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const CSS = '.size-full{width:100%;height:100%}';
const HERO =
  'Your gateway to seamless event experiences. Register for events and access them with your personal QR pass.';
const ssrEntry = projectPath('web/src/entry-server.tsx');

let webDir: string;
let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-landing-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'assets/index-AbCd1234.css'), CSS);
  await writeFile(path.join(webDir, 'assets/index-AbCd1234.js'), 'export {};\n');
  await cp(projectPath('web/public/images'), path.join(webDir, 'images'), { recursive: true });
  t = await startTestApp({}, { webDir, ssrEntry, now: () => new Date(clock) });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

const getPage = async (pathname: string, acceptEncoding = 'identity', headers: Record<string, string> = {}) => {
  const response = await fetch(t.baseUrl + pathname, { headers: { 'accept-encoding': acceptEncoding, ...headers } });
  return { response, html: await response.text() };
};

const pageDataOf = (html: string): PageData | null => {
  const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return block === undefined ? null : (JSON.parse(block) as PageData);
};

/** The visible text of the markup, roughly: tags dropped, the entities React writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[^<]*<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the landing page before any JavaScript', () => {
  it('shows the hero and the empty state when no event is open', async () => {
    const { response, html } = await getPage('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = textOf(html);
    expect(text).toContain('Welcome to ID Event');
    expect(text).toContain(HERO);
    expect(text).toContain('Available Events');
    expect(text).toContain('No Upcoming Events');
    expect(text).toContain('There are no events available for registration at this time. Check back soon!');
    expect(text).not.toContain('Loading events...');
    expect(html).toContain('<title>ID Event · Register for events</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The stylesheet comes with the page: nothing blocks the first paint.
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>');
    expect(pageDataOf(html)).toEqual({
      activeEvents: [],
      timeZone: 'UTC',
      year: new Date(clock).getUTCFullYear(),
      images: {},
      locale: 'en',
      catalogues: { common: expect.objectContaining({ 'language.label': ['Language'] }), public: expect.any(Object) },
    });
  });

  it("comes in the reader's language: the menu's cookie first, else the browser's languages", async () => {
    const german = await getPage('/', 'identity', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german.html).toContain('<html lang="de" dir="ltr">');
    expect(german.response.headers.get('vary')).toContain('accept-language');
    expect(pageDataOf(german.html)).toMatchObject({
      locale: 'de',
      catalogues: { common: { 'language.label': ['Sprache'] } },
    });
    const arabic = await getPage('/', 'identity', { 'accept-language': 'de', cookie: 'lang=ar' });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(pageDataOf(arabic.html)?.locale).toBe('ar');
    const unknown = await getPage('/', 'identity', { 'accept-language': 'ja,ko;q=0.8', cookie: 'lang=xx' });
    expect(pageDataOf(unknown.html)?.locale).toBe('en');
  });

  it("shows each open event's card, soonest first, with its image inline and a link to register", async () => {
    const admin = await signIn(t.baseUrl);
    const later = await createEvent(admin, { name: 'Open Source Meetup', startDate: dayStart(9), endDate: dayEnd(9) });
    const sooner = await createEvent(admin, { name: 'Future of Design Summit', description: 'Talks & workshops' });
    const ended = await createEndedEvent(admin, t.app.database.db, {
      name: 'Last Year Expo',
      startDate: dayStart(-9),
      endDate: dayEnd(-8),
    });

    const { html } = await getPage('/');
    const text = textOf(html);
    expect(text).not.toContain('No Upcoming Events');
    expect(text).not.toContain(ended.name);
    expect(text.indexOf(sooner.name)).toBeGreaterThan(-1);
    expect(text.indexOf(sooner.name)).toBeLessThan(text.indexOf(later.name));
    expect(text).toContain('Talks & workshops');
    expect(text.match(/Register for Event/g)).toHaveLength(2);
    for (const event of [sooner, later]) {
      expect(html).toContain(`href="/register?eventId=${event.id}"`);
    }
    const images = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => textOf(match[1]!).trim());
    expect(images).toHaveLength(2);
    for (const src of images) expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg /);

    // The same data the browser would fetch, so hydration needs no second call.
    const data = pageDataOf(html)!;
    const active = await call(t.baseUrl, 'GET', '/api/events/active');
    expect(data.activeEvents).toEqual(active.body);
    expect(Object.keys(data.images).length).toBeGreaterThan(0);
    for (const src of Object.values(data.images)) expect(images).toContain(src);
  });

  it('drops an event from the page once it has ended, as the events list does', async () => {
    const admin = await signIn(t.baseUrl);
    const event = await createEvent(admin, { name: 'Ends Tomorrow Fair', startDate: dayStart(0), endDate: dayEnd(1) });
    expect(textOf((await getPage('/')).html)).toContain(event.name);
    clock += 3 * 24 * 60 * 60 * 1000;
    try {
      const { html } = await getPage('/');
      expect(textOf(html)).not.toContain(event.name);
      expect(pageDataOf(html)!.activeEvents.map((active) => active.name)).not.toContain(event.name);
    } finally {
      clock -= 3 * 24 * 60 * 60 * 1000;
    }
  });

  it('shows an event name with markup as text, and the data block cannot be closed early', async () => {
    const admin = await signIn(t.baseUrl);
    const scriptName = '<script>alert(1)</script>';
    const closingName = '</script><script>alert(2)</script><!--';
    await createEvent(admin, { name: scriptName, description: '<img src=x onerror=alert(3)>' });
    await createEvent(admin, { name: closingName });

    const { html } = await getPage('/');
    const text = textOf(html);
    expect(text).toContain(scriptName);
    expect(text).toContain(closingName);
    expect(text).toContain('<img src=x onerror=alert(3)>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    // Exactly the page's own script elements: the module and the data block.
    expect(html.match(/<script\b/gi)).toHaveLength(2);
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    const names = pageDataOf(html)!.activeEvents.map((event) => event.name);
    expect(names).toContain(scriptName);
    expect(names).toContain(closingName);
  });
});

describe('delivery', () => {
  it('sends the page compressed as the browser accepts, the same page each time while nothing changes', async () => {
    const plain = await getPage('/', 'identity');
    const size = plain.response.headers.get('content-length');
    expect(Number(size)).toBe(Buffer.byteLength(plain.html));
    // fetch decompresses what it is sent.
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await fetch(`${t.baseUrl}/`, { headers: { 'accept-encoding': accept! } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(response.headers.get('content-length'))).toBeLessThan(Number(size) / 2);
      expect(await response.text()).toBe(plain.html);
    }
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect((await getPage('/?utm_source=poster')).html).toBe(plain.html);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await fetch(`${t.baseUrl}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });
});

describe('the other pages', () => {
  it('are the index.html shell rendered in the browser, with 404 for unknown paths', async () => {
    for (const pathname of ['/register', '/my-pass', '/exhibits', '/admin', '/admin/dashboard']) {
      const { response, html } = await getPage(pathname);
      expect(response.status, pathname).toBe(200);
      expect(html, pathname).toBe(INDEX_HTML);
    }
    const unknown = await getPage('/no-such-page');
    expect(unknown.response.status).toBe(404);
    expect(unknown.html).toBe(INDEX_HTML);
    expect((await call(t.baseUrl, 'GET', '/api/no-such-call')).status).toBe(404);
  });
});

/** An app started with `options` answers GET / with the plain index.html, to render in the browser. */
async function expectShellAtHome(options: Parameters<typeof startTestApp>[1]) {
  const app = await startTestApp({}, options);
  try {
    const response = await fetch(`${app.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  } finally {
    await app.close();
  }
}

describe('falling back to the page rendered in the browser', () => {
  it('sends the shell when there is no server-rendering bundle', async () => {
    await expectShellAtHome({ webDir });
  });

  it('sends the shell when rendering fails', async () => {
    const brokenEntry = path.join(webDir, 'broken-entry.mjs');
    await writeFile(brokenEntry, "export function renderLandingPage() { throw new Error('render failed'); }\n");
    await expectShellAtHome({ webDir, ssrEntry: brokenEntry });
  });
});
