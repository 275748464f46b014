/**
 * The server-rendering entry (`vite build --ssr`, bundled with React for the server: vite.config.ts).
 * The server calls it with the page's data and puts the result in index.html (server/modules/landing).
 */

import { intlLocale } from '@common/i18n/translator';
import type { PageData, RenderedPage, ServerRenderEntry } from '@common/page-data';
import { paths } from '@common/paths';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { setFormatLocale } from '@/lib/format';
import { WebI18n } from '@/lib/i18n';

/** React puts hoisted elements (a page's <title>, <meta>, <link>) before the tree; they go in <head>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/;

export function splitHoisted(html: string): RenderedPage {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

// Rendering is synchronous: the format locale set here holds for this page's render alone.
export const renderLandingPage: ServerRenderEntry['renderLandingPage'] = (data: PageData) => {
  setFormatLocale(intlLocale(data.locale));
  const i18n = new WebI18n(data.locale, data.catalogues);
  return splitHoisted(
    renderToString(
      <StrictMode>
        <Router ssrPath={paths.home}>
          <App pageData={data} i18n={i18n} />
        </Router>
      </StrictMode>,
    ),
  );
};
