import { describe, expect, it } from 'vitest';
import { isKnownPage, type PageName, pageNames, pages, pagesPattern, paths } from './paths.ts';

const names = Object.keys(pages) as PageName[];
/** A path of the page, its parameters filled in. */
const example = (name: PageName) => pages[name].pattern.replace(/:[^/]+/g, 'some-id');
/** Where the page's link goes, without its query. */
const linked = (name: PageName) => {
  const link: string | ((argument: string) => string) = paths[name];
  return (typeof link === 'function' ? link('some id') : link).split('?')[0] ?? '';
};

describe('the page table', () => {
  it('puts every page in exactly one area', () => {
    const byArea = [...pageNames('public'), ...pageNames('admin-sign-in'), ...pageNames('admin')];
    expect(byArea.toSorted()).toEqual(names.toSorted());
  });

  // Wouter (the web router) and patternSource (the server, the admin area's gate) read these alike.
  it.each(names)('has a pattern of plain segments and :params only: %s', (name) => {
    expect(pages[name].pattern).toMatch(/^\/(?:(?:[a-z0-9-]+|:[a-zA-Z]+)(?:\/(?:[a-z0-9-]+|:[a-zA-Z]+))*)?$/);
  });

  it.each(names)('knows %s and where its link goes', (name) => {
    expect(isKnownPage(example(name))).toBe(true);
    expect(isKnownPage(linked(name))).toBe(true);
  });

  it('knows a page with a trailing slash', () => {
    expect(isKnownPage('/my-pass/')).toBe(true);
    expect(isKnownPage('/admin/events/some-id//')).toBe(true);
  });

  it.each([
    '/foo',
    '/admin/nope',
    '/admin/events',
    '/admin/events/a/b',
    '/Admin',
    '/my-pass/x',
    '/registerx',
    '/api/events/active',
  ])('does not know %s', (path) => {
    expect(isKnownPage(path)).toBe(false);
  });

  it('keeps the links the app had', () => {
    expect(paths.home).toBe('/');
    expect(paths.register('a b')).toBe('/register?eventId=a%20b');
    expect(paths.adminEvent('a/b')).toBe('/admin/events/a%2Fb');
    expect(paths.adminScan).toBe('/admin/scan');
  });

  it('matches the admin area exactly on its pages', () => {
    const adminArea = pagesPattern(pageNames('admin-sign-in', 'admin'));
    for (const name of names) expect(adminArea.test(example(name))).toBe(pages[name].area !== 'public');
    expect(adminArea.test('/admin/nope')).toBe(false);
  });
});
