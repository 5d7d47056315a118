import { useEffect, type RefObject } from 'react';

/**
 * Mounts `container` at the end of <body> for a modal's lifetime and makes everything else inert (no focus, no
 * clicks, hidden from assistive technology), stops the page behind from scrolling, moves focus to `initialFocus`
 * and, on close, gives focus back to `returnFocus` or else the element that had it before.
 */
export function useModalLayer(
  container: HTMLElement,
  initialFocus: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const opener =
      returnFocus?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    document.body.append(container);
    const madeInert: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling !== container && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    initialFocus.current?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      root.style.overflow = previousOverflow;
      container.remove();
      if (opener?.isConnected) opener.focus();
    };
  }, [container, initialFocus, returnFocus]);
}
