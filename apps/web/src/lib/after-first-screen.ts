/**
 * Resolves once the page's first screen has painted: its priority image (the LCP image, `fetchpriority="high"`,
 * see ResponsiveImage's `priority`) loaded, decoded and painted, or at once when the page has none. Never later
 * than `maxWaitMs`, so a slow or broken image cannot hold the page's scripts back for long.
 */
export const FIRST_SCREEN_MAX_WAIT_MS = 3000;

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

export function afterFirstScreen(doc: Document, maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS): Promise<void> {
  const win = doc.defaultView;
  if (!win) return Promise.resolve();
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return afterNextPaint(win);
  const timeout = new Promise<void>((resolve) => win.setTimeout(resolve, maxWaitMs));
  return Promise.race([imageReady(image).then(() => afterNextPaint(win)), timeout]);
}
