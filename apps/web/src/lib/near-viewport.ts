const nearViewportWaits = new Map<string, Promise<void>>();

/**
 * Resolves once the element `#id` comes within half a screen's height of the viewport, or is found above it (the
 * visitor scrolled or jumped past it): one IntersectionObserver. At once if there is no such element or no
 * IntersectionObserver. One promise per id, as React's `use()` needs. Half a screen: on a phone a vacancy's
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
          const reached = entries.some(
            (entry) => entry.isIntersecting || entry.boundingClientRect.bottom < (entry.rootBounds?.top ?? 0),
          );
          if (!reached) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '50% 0px' },
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
