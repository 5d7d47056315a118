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

/** Starts revealing; returns a function that stops observing (tests, hot reload). */
export function startReveal(doc: Document = document, win: Window & typeof globalThis = window): () => void {
  const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reducedMotion || typeof win.IntersectionObserver !== 'function') return () => {};

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
        },
        { rootMargin: `0px 0px -${((1 - line) * 100).toFixed(2)}% 0px` },
      );
      observers.set(key, observer);
    }
    return observer;
  };

  const watch = (element: Element) => {
    if (element.hasAttribute(REVEALED_ATTR)) return;
    // Blocks already above their line when the script starts are shown at once, without a flash.
    if (shouldReveal(element, win.innerHeight)) reveal(element);
    else observerFor(revealLine(element)).observe(element);
  };

  doc.querySelectorAll('[data-reveal]').forEach(watch);
  doc.documentElement.classList.add(REVEAL_ON_CLASS);

  // Blocks added by client-side navigation.
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
    doc.documentElement.classList.remove(REVEAL_ON_CLASS);
  };
}
