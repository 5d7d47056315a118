const nearViewportWaits = new Map<string, Promise<void>>();

/** How long after the page has loaded a held-back widget is prepared anyway, near the viewport or not. */
export const NEAR_VIEWPORT_IDLE_MS = 5000;

/**
 * Resolves once the element `#id` comes within a screen's height of the viewport, or the visitor presses a key
 * (keyboard and screen-reader users reach a form without scrolling), or the page has been loaded for
 * NEAR_VIEWPORT_IDLE_MS; at once if there is no such element or no IntersectionObserver. One promise per id, as
 * React's `use()` needs.
 */
export function nearViewport(id: string, doc: Document = document): Promise<void> {
  let wait = nearViewportWaits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const element = doc.getElementById(id);
      const Observer = doc.defaultView?.IntersectionObserver;
      if (!element || !Observer) {
        resolve();
        return;
      }
      const win = doc.defaultView!;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        observer.disconnect();
        doc.removeEventListener('keydown', done, true);
        win.removeEventListener('load', startTimer);
        clearTimeout(timer);
        resolve();
      };
      const startTimer = () => {
        timer = setTimeout(done, NEAR_VIEWPORT_IDLE_MS);
      };
      const observer = new Observer(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
      doc.addEventListener('keydown', done, true);
      if (doc.readyState === 'complete') startTimer();
      else win.addEventListener('load', startTimer, { once: true });
    });
    nearViewportWaits.set(id, wait);
  }
  return wait;
}

/** Tests: forget the waits. */
export function resetNearViewportWaits(): void {
  nearViewportWaits.clear();
}
