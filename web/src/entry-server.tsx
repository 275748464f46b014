/**
 * The server-rendering entry (`vite build --ssr`, bundled with React for the server: vite.config.ts).
 * The server calls it with the page's data and puts the result in index.html (server/modules/landing).
 */
import type { PageData, RenderedPage, ServerRenderEntry } from '@common/page-data';
import { paths } from '@common/paths';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '@/app/app';

/** React puts hoisted elements (a page's <title>, <meta>, <link>) before the tree; they go in <head>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/;

export function splitHoisted(html: string): RenderedPage {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export const renderLandingPage: ServerRenderEntry['renderLandingPage'] = (data: PageData) =>
  splitHoisted(
    renderToString(
      <StrictMode>
        <Router ssrPath={paths.home}>
          <App pageData={data} />
        </Router>
      </StrictMode>,
    ),
  );
