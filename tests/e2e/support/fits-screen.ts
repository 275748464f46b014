/**
 * Whether a page fits its screen's width (issue 29 item 10): the page does not scroll sideways,
 * nothing visible reaches past the screen's edges, and no box holds more than its width, whether it
 * scrolls it (a dialog), cuts it off (`overflow: hidden`) or lets it spill out (a button's label
 * wider than the button). Only a box made to scroll sideways may: one reached with the keyboard
 * (`tabindex`: the registrations table, the exhibits carousel); what is inside it is not looked at.
 * Text boxes scroll their own long text, and text cut with "…" is meant.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Run in the page, as text: the tests have no DOM types.
const MEASURE = `(() => {
  // The layout viewport. Not window.innerWidth: on a phone it grows to the page's width when the page is wider.
  const screenWidth = document.documentElement.clientWidth;
  const madeToScroll = (element) =>
    ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.hasAttribute('tabindex');
  const insideScroller = (element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (madeToScroll(parent)) return true;
    }
    return false;
  };
  const describe = (element) => {
    const box = element.getBoundingClientRect();
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return '<' + element.tagName.toLowerCase() + ' class="' + (element.getAttribute('class') ?? '').slice(0, 60) + '"> "' +
      name + '" at ' + Math.round(box.left) + '..' + Math.round(box.right);
  };
  const faults = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    // Not drawn, or drawn as a screen reader's 1 px box.
    if (box.width <= 1 || box.height <= 1 || insideScroller(element)) continue;
    if (box.left < -0.5 || box.right > screenWidth + 0.5) {
      faults.push('past the edge: ' + describe(element));
      continue;
    }
    const style = getComputedStyle(element);
    const ownScroll = ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || madeToScroll(element);
    if (!ownScroll && style.textOverflow !== 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
      faults.push(element.scrollWidth + ' px of content in ' + element.clientWidth + ' px: ' + describe(element));
    }
  }
  return { width: screenWidth, scrollWidth: document.documentElement.scrollWidth, faults };
})()`;

/** Fails softly (the test goes on to its next page, and every page's faults are reported), naming the page. */
export async function expectFitsScreen(page: Page, label: string, screenWidth: number): Promise<void> {
  const { width, scrollWidth, faults } = (await page.evaluate(MEASURE)) as {
    width: number;
    scrollWidth: number;
    faults: string[];
  };
  expect(width, `${label}: the screen's width`).toBe(screenWidth);
  expect
    .soft(scrollWidth, `${label}: the page is ${scrollWidth} px wide on a ${width} px screen`)
    .toBeLessThanOrEqual(width);
  expect.soft(faults.slice(0, 6), `${label}: boxes wider than their place`).toEqual([]);
}
