import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../common/page-data.ts';
import { createDocumentTemplate, jsonForScriptElement, stylesheetPaths } from './landing-document.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>ID Event</title>
    <script type="module" crossorigin src="/assets/index-AbCd.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils-AbCd.js">
    <link rel="stylesheet" crossorigin href="/assets/index-AbCd.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const data: PageData = {
  activeEvents: [
    {
      id: 'e1',
      name: '</script><script>alert(1)</script>',
      description: '<!--',
      startDate: '2026-06-02T00:00:00.000Z',
      endDate: '2026-06-03T23:59:59.999Z',
      companyField: 'required',
      capacity: null,
      placesLeft: null,
    },
  ],
  timeZone: 'UTC',
  year: 2026,
  images: {},
  locale: 'en',
  catalogues: {},
};

const dataBlockOf = (html: string) =>
  /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('the landing page document', () => {
  const template = createDocumentTemplate(indexHtml, new Map([['/assets/index-AbCd.css', '.a{color:red}']]));

  it('lists the stylesheets to inline', () => {
    expect(stylesheetPaths(indexHtml)).toEqual(['/assets/index-AbCd.css']);
  });

  it('inlines the stylesheet and keeps the scripts and preloads', () => {
    const html = template.fill({ head: '', body: '<p>hi</p>' }, data);
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbCd.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/utils-AbCd.js">');
  });

  it("puts the markup in the root element and the page's title in <head>", () => {
    const html = template.fill({ head: '<title>Welcome · ID Event</title>', body: '<p>hi</p>' }, data);
    expect(html).toContain('<div id="root"><p>hi</p></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('<title>Welcome · ID Event</title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the default title when the page has none', () => {
    expect(template.fill({ head: '', body: '' }, data)).toContain('<title>ID Event</title>');
  });

  it('carries the data in a JSON block that text in the data cannot close', () => {
    const html = template.fill({ head: '', body: '' }, data);
    const block = dataBlockOf(html);
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(JSON.parse(block!)).toEqual(data);
    // The only </script> after the data block's start is its own end.
    const start = html.indexOf('id="page-data"');
    expect(html.slice(start).match(/<\/script/gi)).toHaveLength(1);
  });

  it('refuses a template it cannot fill, or a stylesheet that would end the style element', () => {
    expect(() => createDocumentTemplate('<title>x</title><div id="app"></div>', new Map())).toThrow(/root/);
    expect(() => createDocumentTemplate(indexHtml, new Map())).toThrow(/no text given/);
    expect(() => createDocumentTemplate(indexHtml, new Map([['/assets/index-AbCd.css', 'a{}</style><b>']]))).toThrow(
      /cannot be inlined/,
    );
  });
});

describe('jsonForScriptElement', () => {
  it('writes < as \\u003c, which JSON reads back', () => {
    const value = { name: '</SCRIPT><!-- <b>' };
    const json = jsonForScriptElement(value);
    expect(json).toBe('{"name":"\\u003c/SCRIPT>\\u003c!-- \\u003cb>"}');
    expect(JSON.parse(json)).toEqual(value);
  });

  it("writes the reader's language and direction on <html>", () => {
    const template = createDocumentTemplate(indexHtml, new Map([['/assets/index-AbCd.css', '.a{color:red}']]));
    const html = template.fill({ head: '', body: '' }, { ...data, locale: 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(template.fill({ head: '', body: '' }, data)).toContain('<html lang="en" dir="ltr">');
  });
});
