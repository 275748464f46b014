/**
 * The contract between the server and the web app for a page rendered on the server: the data the
 * HTML was rendered from travels with it in a non-executed `<script type="application/json">` block
 * (the Content-Security-Policy allows no inline script), so the browser hydrates the same tree
 * without a second fetch.
 */
import type { Locale } from './i18n/locales.ts';
import type { LocaleCatalogues } from './i18n/namespaces.ts';
import type { ActiveEvent } from './schemas.ts';

/** The id of the JSON data block, and of the element the app renders into. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
export const ROOT_ELEMENT_ID = 'root';

export interface PageData {
  /** What GET /api/events/active answered at render time. */
  activeEvents: ActiveEvent[];
  /**
   * The time zone (APP_TIMEZONE) and year the server rendered with. Hydration renders with them, so
   * the markup matches; the browser then shows dates and the year in its own zone, as on every page.
   */
  timeZone: string;
  year: number;
  /** Inline copies (data: URLs) of the event images the page shows, by their path in web/public. */
  images: Record<string, string>;
  /** The reader's locale (the language menu's cookie, else Accept-Language) and its catalogues the page uses. */
  locale: Locale;
  catalogues: LocaleCatalogues;
}

/** The namespaces the landing page renders with, carried inline in its data block. */
export const LANDING_NAMESPACES = ['common', 'public'] as const;

export interface RenderedPage {
  /** Elements React hoists into <head> (the page's <title>). */
  head: string;
  /** The markup that goes inside the root element. */
  body: string;
}

/** What the server-rendering bundle (`vite build --ssr`, web/src/entry-server.tsx) exports. */
export interface ServerRenderEntry {
  renderLandingPage(data: PageData): RenderedPage;
}
