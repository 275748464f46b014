/**
 * The event cards' stock images (small SVGs in the web build) as data: URLs, so the landing page's
 * HTML carries them and its largest element paints without another request (CSP allows data: images).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Whitespace collapsed, and escaped what a data: URL cannot hold, the quotes and `&` too: the URL then
 * reads the same in an HTML attribute and in JSON, so the page's compression stores it once.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ');
  const escaped = compact.replace(/["'%#&<>]|[^\x20-\x7e]+/g, (text) =>
    text === "'" ? '%27' : encodeURIComponent(text),
  );
  return `data:image/svg+xml,${escaped}`;
}

/** `imagePaths` are paths under the web root (e.g. /images/event-1.svg); a missing file is left out. */
export async function loadInlineImages(webDir: string, imagePaths: readonly string[]): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  for (const imagePath of imagePaths) {
    const svg = await readFile(path.join(webDir, imagePath), 'utf8').catch(() => null);
    if (svg !== null) images.set(imagePath, svgDataUrl(svg));
  }
  return images;
}
