const nearViewportWaits = new Map<string, Promise<void>>();
const ABOVE_THE_VIEWPORT = 1_000_000;

/**
 * Resolves once the element `#id` comes within half a screen's height below the viewport, or is anywhere above
 * that line (in view, or scrolled or jumped past): one IntersectionObserver. At once if there is no such element or
 * no IntersectionObserver. One promise per id, as React's `use()` needs. Half a screen: on a phone a vacancy's
 * application form sits a screen below the first one, and its code then waits for the visitor to scroll.
 */
export function nearViewport(id: string, doc: Document = document): Promise<void> {
  let wait = nearViewportWaits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const element = doc.getElementById(id);
      const Observer = doc.defaultView?.IntersectionObserver;
      if (!element || !Observer) return resolve();
      const observer = new Observer(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        // The root reaches a million pixels above the viewport, further than any page is long. An observer reports
        // only changes of intersection: with the viewport alone, a section that goes from below it to above it in
        // one jump (a link to a later section, the End key) would never be reported, and its widget never load.
        { rootMargin: `${ABOVE_THE_VIEWPORT}px 0px 50% 0px` },
      );
      observer.observe(element);
    });
    nearViewportWaits.set(id, wait);
  }
  return wait;
}

/** Tests: forget the waits. */
export function resetNearViewportWaits(): void {
  nearViewportWaits.clear();
}
