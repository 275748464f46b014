/**
 * The landing page rendered on the server (docs/decisions/010-landing-server-rendering.md): the
 * header, hero and event cards paint from the HTML alone, then the browser hydrates them. The page
 * is rendered and compressed once per state of the active events list (and year) and reused while
 * it stays the same; each request costs the same query as GET /api/events/active.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EVENT_IMAGES, eventImageFor } from '../../../common/event-image.ts';
import { localizedTexts } from '../../../common/event-texts.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { LANDING_NAMESPACES, type PageData, type ServerRenderEntry } from '../../../common/page-data.ts';
import type { ActiveEvent } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { type CompressedPage, compressPage } from '../../platform/http/compressed-page.ts';
import type { PageRenderer } from '../../platform/http/web-app.ts';
import { cataloguesFor } from '../../platform/i18n.ts';
import { listActiveEvents } from '../events/events.repository.ts';
import { loadInlineImages } from './inline-images.ts';
import { createDocumentTemplate, stylesheetPaths } from './landing-document.ts';

export interface LandingPageDeps {
  db: Database;
  now: () => Date;
  /** APP_TIMEZONE: the server renders dates and the year in it. */
  timezone: string;
  /** The built web app (its index.html, stylesheets and images). */
  webDir: string;
  /** The server-rendering bundle built by `vite build --ssr`. */
  ssrEntry: string;
}

/** null when the web app or its server-rendering bundle is not built: the page then renders in the browser. */
export async function createLandingPage(deps: LandingPageDeps): Promise<PageRenderer | null> {
  const indexFile = path.join(deps.webDir, 'index.html');
  if (!existsSync(deps.ssrEntry) || !existsSync(indexFile)) return null;
  const entry = (await import(pathToFileURL(deps.ssrEntry).href)) as ServerRenderEntry;
  const indexHtml = await readFile(indexFile, 'utf8');
  const stylesheets = new Map<string, string>();
  for (const href of stylesheetPaths(indexHtml)) {
    stylesheets.set(href, await readFile(path.join(deps.webDir, href), 'utf8'));
  }
  const template = createDocumentTemplate(indexHtml, stylesheets);
  const images = await loadInlineImages(deps.webDir, EVENT_IMAGES);
  const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: deps.timezone, year: 'numeric' });

  // One page per locale, each kept while the events and the year stay the same.
  const cached = new Map<Locale, { key: string; page: Promise<CompressedPage> }>();
  const render = (activeEvents: ActiveEvent[], year: number, locale: Locale) => {
    const shown = new Set(activeEvents.map((event) => eventImageFor(event.id)));
    const data: PageData = {
      activeEvents,
      timeZone: deps.timezone,
      year,
      images: Object.fromEntries([...images].filter(([imagePath]) => shown.has(imagePath))),
      locale,
      catalogues: cataloguesFor(locale, LANDING_NAMESPACES),
    };
    return compressPage(template.fill(entry.renderLandingPage(data), data));
  };

  return async (locale) => {
    const now = deps.now();
    const rows = await listActiveEvents(deps.db, now);
    // What GET /api/events/active answers, dates as JSON writes them.
    const activeEvents = rows.map((row) => ({
      ...localizedTexts(row, locale),
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
    }));
    const year = Number(yearFormat.format(now));
    const key = JSON.stringify([year, activeEvents]);
    const kept = cached.get(locale);
    if (kept?.key === key) return kept.page;
    const page = render(activeEvents, year, locale);
    cached.set(locale, { key, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (cached.get(locale)?.page === page) cached.delete(locale);
    });
    return page;
  };
}
