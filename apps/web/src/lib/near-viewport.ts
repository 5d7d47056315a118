const nearViewportWaits = new Map<string, Promise<void>>();

/** How long after the page has loaded a held-back widget is prepared anyway, near the viewport or not. */
export const NEAR_VIEWPORT_IDLE_MS = 5000;

/** What shows the visitor moving on from the first screen (a key also serves keyboard and screen-reader users). */
export const MOVING_ON_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Resolves once the element `#id` is on screen, or once it is within a screen's height of the viewport and the
 * visitor scrolls (or has scrolled), touches, clicks or presses a key (a widget just below the first screen is
 * prepared when they move towards it, not while the page is still starting: issue 14), or the visitor presses a
 * key anywhere, or the page has been loaded for NEAR_VIEWPORT_IDLE_MS; at once if there is no such element or no
 * IntersectionObserver. One promise per id, as React's `use()` needs.
 */
export function nearViewport(id: string, doc: Document = document): Promise<void> {
  let wait = nearViewportWaits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const element = doc.getElementById(id);
      const win = doc.defaultView;
      const Observer = win?.IntersectionObserver;
      if (!element || !win || !Observer) {
        resolve();
        return;
      }
      const listening = { capture: true, passive: true } as const;
      let near = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        observer.disconnect();
        for (const type of MOVING_ON_EVENTS) win.removeEventListener(type, onMove, listening);
        win.removeEventListener('load', startTimer);
        clearTimeout(timer);
        resolve();
      };
      function onMove(event: Event) {
        if (near || event.type === 'keydown') done();
      }
      const startTimer = () => {
        timer = setTimeout(done, NEAR_VIEWPORT_IDLE_MS);
      };
      const observer = new Observer(
        (entries) => {
          const entry = entries.at(-1);
          if (!entry) return;
          near = entry.isIntersecting;
          const { top, bottom } = entry.boundingClientRect;
          // A page no longer at its top has been scrolled already (or opened at a part of it).
          if (near && ((top < win.innerHeight && bottom > 0) || win.scrollY > 0)) done();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
      for (const type of MOVING_ON_EVENTS) win.addEventListener(type, onMove, listening);
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
