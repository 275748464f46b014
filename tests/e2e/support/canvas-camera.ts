/**
 * A camera the test controls (../shared/RECIPES-WEB.md): the page's getUserMedia answers with a canvas
 * stream, so a pass appears at a known instant (`window.__show(dataUrl)`, `__show(null)` hides it)
 * and `window.__cameraStarts` counts camera starts. Options give the camera a zoom range (its
 * applied values land in `window.__zooms`), or a stream that never starts playing. The script is
 * browser JavaScript, kept as text (the tests are type-checked without the DOM's types).
 */
import type { BrowserContext } from 'playwright-core';

export interface CanvasCameraOptions {
  zoom?: { min: number; max: number; step: number };
  /** The video never starts: the scanner's start time-out fires. */
  neverPlays?: boolean;
  /** The largest picture the camera gives: asking for more (a min or exact above it) fails as a real camera does. */
  maxSize?: { width: number; height: number };
}

export async function installCanvasCamera(context: BrowserContext, options: CanvasCameraOptions = {}): Promise<void> {
  await context.addInitScript(`{
    const opts = ${JSON.stringify(options)};
    const canvas = Object.assign(document.createElement('canvas'), { width: 1280, height: 720 });
    const g = canvas.getContext('2d');
    let img = null;
    const paint = () => {
      g.fillStyle = '#fff';
      g.fillRect(0, 0, 1280, 720);
      if (img) g.drawImage(img, 640 - img.width / 2, 360 - img.height / 2);
    };
    setInterval(paint, 33);
    paint();
    const source = canvas.captureStream(30).getVideoTracks()[0];
    window.__zooms = [];
    window.__show = (url) => new Promise((done) => {
      if (!url) { img = null; paint(); return done(); }
      const image = new Image();
      image.onload = () => { img = image; paint(); done(); };
      image.src = url;
    });
    const decorate = (track) => {
      let zoom = opts.zoom ? opts.zoom.min : undefined;
      const settings = track.getSettings.bind(track);
      track.getCapabilities = () => Object.assign(
        { width: { min: 1, max: 1280 }, height: { min: 1, max: 720 }, facingMode: ['environment'] },
        opts.zoom ? { zoom: opts.zoom } : {},
      );
      track.getSettings = () => Object.assign(settings(), zoom === undefined ? {} : { zoom });
      track.applyConstraints = async (constraints) => {
        const wanted = constraints && constraints.advanced && constraints.advanced[0] && constraints.advanced[0].zoom;
        if (typeof wanted === 'number') { zoom = wanted; window.__zooms.push(wanted); }
      };
      return track;
    };
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const video = (constraints && constraints.video) || {};
      const over = (name, limit) => {
        const c = video[name];
        const least = c && typeof c === 'object' ? (c.exact ?? c.min) : undefined;
        return typeof least === 'number' && least > limit;
      };
      if (opts.maxSize && (over('width', opts.maxSize.width) || over('height', opts.maxSize.height))) {
        throw new OverconstrainedError(over('width', opts.maxSize.width) ? 'width' : 'height', '');
      }
      window.__cameraStarts = (window.__cameraStarts || 0) + 1;
      return new MediaStream([decorate(source.clone())]);
    };
    navigator.mediaDevices.enumerateDevices = async () => [
      { deviceId: 'canvas', kind: 'videoinput', label: 'Canvas camera', groupId: 'c', toJSON() { return this; } },
    ];
    if (opts.neverPlays) HTMLMediaElement.prototype.play = () => new Promise(() => {});
  }`);
}
