/**
 * Resolves once the page's first screen has painted: its priority image (the LCP image, `fetchpriority="high"`,
 * see ResponsiveImage's `priority`) loaded and painted, or at once when the page has none. Never later than
 * `maxWaitMs`, so a slow or broken image cannot hold the page's scripts back for long.
 *
 * "Painted" is what the browser reports for the image (Element Timing: the image carries
 * `elementtiming="first-screen-image"`) where it can; elsewhere, the frame after the image has loaded and decoded.
 */
export const FIRST_SCREEN_MAX_WAIT_MS = 3000;

/** The Element Timing identifier of a page's priority image. */
export const FIRST_SCREEN_IMAGE = 'first-screen-image';

function afterNextPaint(win: Window): Promise<void> {
  // A rAF callback runs just before a frame is painted; a task queued from it runs after that paint.
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}

function imageReady(image: HTMLImageElement): Promise<void> {
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  // decode() rejects for a broken image: the page goes on regardless.
  return loaded.then(() => image.decode?.().catch(() => {}));
}

/** An Element Timing entry (Chromium; not in TypeScript's DOM types). */
interface ElementTiming extends PerformanceEntry {
  identifier?: string;
}

/** The browser's own report that the image was painted (buffered: also when that happened before we asked). */
function imagePainted(win: Window): Promise<void> | null {
  const Observer = (win as Window & typeof globalThis).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('element')) return null;
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      const entries = list.getEntries() as ElementTiming[];
      if (entries.some((entry) => entry.name === 'image-paint' && entry.identifier === FIRST_SCREEN_IMAGE)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

export function afterFirstScreen(doc: Document, maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS): Promise<void> {
  const win = doc.defaultView;
  if (!win) return Promise.resolve();
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return afterNextPaint(win);
  const timeout = new Promise<void>((resolve) => win.setTimeout(resolve, maxWaitMs));
  const painted = imagePainted(win) ?? imageReady(image).then(() => afterNextPaint(win));
  // A broken image is never painted: go on when it fails (or has failed already).
  const failed =
    image.complete && image.naturalWidth === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => image.addEventListener('error', () => resolve(), { once: true }));
  return Promise.race([painted, failed, timeout]);
}
