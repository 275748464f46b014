/**
 * The landing page's HTML document, made from the built index.html: its stylesheets inlined (a
 * render-blocking request less), the server-rendered markup inside the root element, the page's
 * <title> in <head>, and the data the markup was rendered from in a JSON block for hydration.
 */
import { localeDirection } from '../../../common/i18n/locales.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData, type RenderedPage, ROOT_ELEMENT_ID } from '../../../common/page-data.ts';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="en">/;
const EMPTY_ROOT = `<div id="${ROOT_ELEMENT_ID}"></div>`;

export interface DocumentTemplate {
  fill(page: RenderedPage, data: PageData): string;
}

/** The stylesheets index.html links to, as paths under the web root (e.g. /assets/index-1a2b.css). */
export function stylesheetPaths(indexHtml: string): string[] {
  return [...indexHtml.matchAll(STYLESHEET_LINK)].map((link) => {
    const href = /\bhref="([^"]+)"/.exec(link[0])?.[1];
    if (!href?.startsWith('/')) throw new Error(`index.html links a stylesheet the server cannot inline: ${link[0]}`);
    return href;
  });
}

/**
 * JSON that can sit in an HTML <script> element: no `<`, so text in the data (an event named
 * `</script><script>…`) can neither close the element nor open a comment. JSON.parse reads `\u003c` back as `<`.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** `stylesheets`: the text of each of index.html's stylesheets, by path (see stylesheetPaths). */
export function createDocumentTemplate(indexHtml: string, stylesheets: ReadonlyMap<string, string>): DocumentTemplate {
  const inlined = indexHtml.replace(STYLESHEET_LINK, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1] ?? '';
    const css = stylesheets.get(href);
    if (css === undefined) throw new Error(`no text given for the stylesheet ${href}`);
    if (/<\/style/i.test(css)) throw new Error(`the stylesheet ${href} cannot be inlined: it contains "</style"`);
    return `<style>${css}</style>`;
  });
  const title = TITLE.exec(inlined);
  const rootAt = inlined.indexOf(EMPTY_ROOT);
  if (!title || rootAt < title.index)
    throw new Error(`index.html needs a <title> in <head> and an empty ${EMPTY_ROOT}`);
  const beforeTitle = inlined.slice(0, title.index);
  const defaultTitle = title[0];
  const beforeRoot = inlined.slice(title.index + defaultTitle.length, rootAt);
  const afterRoot = inlined.slice(rootAt + EMPTY_ROOT.length);
  return {
    fill(page, data) {
      return (
        beforeTitle.replace(HTML_LANG, `<html lang="${data.locale}" dir="${localeDirection(data.locale)}">`) +
        (page.head.includes('<title>') ? page.head : defaultTitle + page.head) +
        beforeRoot +
        `<div id="${ROOT_ELEMENT_ID}">${page.body}</div>` +
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScriptElement(data)}</script>` +
        afterRoot
      );
    },
  };
}
