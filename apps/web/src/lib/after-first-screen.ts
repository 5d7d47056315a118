/**
 * Resolves once the page's first screen has painted: its priority image (the LCP image, `fetchpriority="high"`,
 * see ResponsiveImage's `priority`) loaded and painted, or, when the page has none, its first contentful paint and
 * the frame after it. Never later than `maxWaitMs`, so a slow or broken image cannot hold the page's scripts back
 * for long.
 *
 * "Painted" is what the browser reports (Element Timing for the image, which carries
 * `elementtiming="first-screen-image"`; Paint Timing for the first contentful paint): it reports a paint once the
 * frame is on screen, which is later than the main thread's part of it. A page whose largest paint is text (a
 * vacancy page's summary) used to start loading the app between the two, and a lab measurement then counted the
 * app's download in that paint (docs/benchmarks.md, "Session 10"). Where the browser reports neither: the frame
 * after the image has loaded and decoded, or the next frame.
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

/** A Paint Timing or Element Timing entry (Element Timing: Chromium; not in TypeScript's DOM types). */
type PaintEntry = PerformanceEntry & { identifier?: string };

/**
 * Resolves at the first entry of `type` that `matches`, as the browser reports it (buffered: also when the paint
 * happened before we asked); null where the browser does not report that type.
 */
function reported(win: Window, type: string, matches: (entry: PaintEntry) => boolean): Promise<void> | null {
  const Observer = (win as Window & typeof globalThis).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes(type)) return null;
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if ((list.getEntries() as PaintEntry[]).some(matches)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type, buffered: true });
  });
}

/** The browser's own report that the image was painted (buffered: also when that happened before we asked). */
function imagePainted(win: Window): Promise<void> | null {
  return reported(
    win,
    'element',
    (entry) => entry.name === 'image-paint' && entry.identifier === FIRST_SCREEN_IMAGE,
  );
}

/** The browser's report of the page's first contentful paint, then the frame after it. */
function firstPaintShown(win: Window): Promise<void> {
  const shown = reported(win, 'paint', (entry) => entry.name === 'first-contentful-paint');
  return shown ? shown.then(() => afterNextPaint(win)) : afterNextPaint(win);
}

export function afterFirstScreen(doc: Document, maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS): Promise<void> {
  const win = doc.defaultView;
  if (!win) return Promise.resolve();
  const timeout = new Promise<void>((resolve) => win.setTimeout(resolve, maxWaitMs));
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.race([firstPaintShown(win), timeout]);
  const painted = imagePainted(win) ?? imageReady(image).then(() => afterNextPaint(win));
  // A broken image is never painted: go on when it fails (or has failed already).
  const failed =
    image.complete && image.naturalWidth === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => image.addEventListener('error', () => resolve(), { once: true }));
  return Promise.race([painted, failed, timeout]);
}
