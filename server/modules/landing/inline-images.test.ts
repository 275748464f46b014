import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { EVENT_IMAGES } from '../../../common/event-image.ts';
import { projectPath } from '../../platform/paths.ts';
import { loadInlineImages, svgDataUrl } from './inline-images.ts';

describe('svgDataUrl', () => {
  it('escapes what a data: URL cannot hold, quotes and & too, and keeps the rest readable', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#fff" width="100%"/>\n  <text font-family='A&amp;B'>Café</text>\n</svg>\n`;
    const url = svgDataUrl(svg);
    expect(url).toBe(
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22%3E %3Crect fill=%22%23fff%22 width=%22100%25%22/%3E %3Ctext font-family=%27A%26amp;B%27%3ECaf%C3%A9%3C/text%3E %3C/svg%3E',
    );
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/\s+/g, ' '));
    // Nothing HTML or JSON would escape differently.
    expect(url).not.toMatch(/["'&<>\\]/);
  });
});

describe('loadInlineImages', () => {
  it('inlines every stock image of the event cards', async () => {
    const webDir = projectPath('web/public');
    const images = await loadInlineImages(webDir, EVENT_IMAGES);
    expect([...images.keys()]).toEqual([...EVENT_IMAGES]);
    const first = await readFile(projectPath('web/public', EVENT_IMAGES[0]), 'utf8');
    expect(images.get(EVENT_IMAGES[0])).toBe(svgDataUrl(first));
  });

  it('leaves out an image that is missing', async () => {
    const images = await loadInlineImages(projectPath('web/public'), ['/images/none.svg', EVENT_IMAGES[1]]);
    expect([...images.keys()]).toEqual([EVENT_IMAGES[1]]);
  });
});
