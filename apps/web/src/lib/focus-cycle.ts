// Tab and Shift+Tab cycling inside an open layer (the lightbox, the phone menu): from the last control back to the
// first and the other way round, so keyboard focus cannot wander into the page behind.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Without a layout engine (jsdom in unit tests) there is no checkVisibility: count everything as shown.
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;

/** The controls inside `roots` that can take focus now (collapsed sub-menus and hidden parts are skipped). */
export function focusableIn(...roots: (HTMLElement | null)[]): HTMLElement[] {
  return roots.flatMap((root) => {
    if (!root) return [];
    const inside = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    return (root.matches(FOCUSABLE) ? [root, ...inside] : inside).filter(
      (element) => isShown(element) && !element.closest('[inert]'),
    );
  });
}

/** On Tab, keeps focus within `elements` (in their order); other keys are left alone. */
export function cycleFocus(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  elements: HTMLElement[],
) {
  if (event.key !== 'Tab') return;
  const first = elements[0];
  const last = elements.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = elements.some((element) => element === active || element.contains(active));
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
