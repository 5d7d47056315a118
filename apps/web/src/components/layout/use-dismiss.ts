import { useEffect, type RefObject } from 'react';

/**
 * Closes an open menu on Escape (returning focus to its toggle, so keyboard users are not lost) and when a click
 * or focus lands outside `container`.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside =
        container.current?.contains(document.activeElement) || toggle.current === document.activeElement;
      close();
      if (inside) toggle.current?.focus();
    };
    const onOutside = (event: Event) => {
      const target = event.target as Node | null;
      if (target && !container.current?.contains(target) && !toggle.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, container, toggle, close]);
}
