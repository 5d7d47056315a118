const nearViewportWaits = new Map<string, Promise<void>>();

/**
 * Resolves once the element `#id` comes within a screen's height of the viewport (one IntersectionObserver), at once
 * if there is no such element or no IntersectionObserver. One promise per id, as React's `use()` needs.
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
        { rootMargin: '100% 0px' },
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
