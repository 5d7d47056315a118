/**
 * Scroll reveal, done on the DOM rather than in React so it works on prerendered HTML before hydration and never
 * causes a hydration mismatch. A block marked `data-reveal` is shown when its top crosses the viewport's midpoint
 * (`data-reveal="late"`: at 1/1.2 of the viewport height) and never hidden again.
 *
 * The hidden state exists only while `html.reveal-on` is set, which `startReveal` does: without JavaScript, with
 * reduced motion, or without IntersectionObserver, everything is simply visible.
 */
export const REVEAL_ON_CLASS = 'reveal-on';
export const REVEALED_ATTR = 'data-revealed';

/** Fraction of the viewport height the block's top must rise above. */
export function revealLine(element: Element): number {
  return element.getAttribute('data-reveal') === 'late' ? 1 / 1.2 : 0.5;
}

export function shouldReveal(element: Element, viewportHeight: number): boolean {
  return element.getBoundingClientRect().top < viewportHeight * revealLine(element);
}

function reveal(element: Element) {
  element.setAttribute(REVEALED_ATTR, '');
}

/**
 * Starts revealing; returns a function that stops observing (tests, hot reload).
 *
 * The page is already painted when this runs, so nothing is measured here (a forced layout of the whole page):
 * the observers' first report, delivered right after the next frame's layout, shows the blocks already above their
 * line and only then switches the hidden state on, in the same task, so no block visible before is hidden for a frame.
 */
export function startReveal(doc: Document = document, win: Window & typeof globalThis = window): () => void {
  const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reducedMotion || typeof win.IntersectionObserver !== 'function') return () => {};

  const root = doc.documentElement;
  const blocks = [...doc.querySelectorAll('[data-reveal]')].filter(
    (element) => !element.hasAttribute(REVEALED_ATTR),
  );
  // Blocks the observers have not reported on yet: the hidden state waits for all of them.
  const unreported = new Set<Element>(blocks);
  const reported = (element: Element) => {
    if (unreported.delete(element) && unreported.size === 0) root.classList.add(REVEAL_ON_CLASS);
  };

  const observers = new Map<number, IntersectionObserver>();
  const observerFor = (line: number) => {
    const key = Math.round(line * 1000);
    let observer = observers.get(key);
    if (!observer) {
      observer = new win.IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            // Intersecting the band above the line, or already scrolled past it (page opened further down).
            if (entry.isIntersecting || entry.boundingClientRect.top < 0) {
              reveal(entry.target);
              self.unobserve(entry.target);
            }
          }
          for (const entry of entries) reported(entry.target);
        },
        { rootMargin: `0px 0px -${((1 - line) * 100).toFixed(2)}% 0px` },
      );
      observers.set(key, observer);
    }
    return observer;
  };

  for (const element of blocks) observerFor(revealLine(element)).observe(element);
  if (blocks.length === 0) root.classList.add(REVEAL_ON_CLASS);

  // Blocks added by client-side navigation (the hidden state is on by then): measured at once, before they are
  // painted, so those already above their line never flash.
  const watch = (element: Element) => {
    if (element.hasAttribute(REVEALED_ATTR)) return;
    if (shouldReveal(element, win.innerHeight)) reveal(element);
    else observerFor(revealLine(element)).observe(element);
  };
  const mutations = new win.MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (!(node instanceof win.Element)) return;
        if (node.hasAttribute('data-reveal')) watch(node);
        node.querySelectorAll('[data-reveal]').forEach(watch);
      });
    }
  });
  mutations.observe(doc.body, { childList: true, subtree: true });

  return () => {
    mutations.disconnect();
    observers.forEach((observer) => observer.disconnect());
    root.classList.remove(REVEAL_ON_CLASS);
  };
}
