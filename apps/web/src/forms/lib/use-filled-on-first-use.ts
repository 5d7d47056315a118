import { startTransition, useEffect, useState, type SyntheticEvent } from 'react';

/**
 * For long lists a form only needs once the visitor uses it: the application form's three ~240-country lists (720
 * `<option>`s, 25–50 ms of rendering, styling and layout on a phone-sized page here: one of the longest tasks after
 * the first paint, issue 14). Returns how many of the `count` lists to fill, in page order: none until the first
 * focus or press anywhere in the form, then one more in each background render, so no single task does all three
 * while the visitor types their name. Opening a list must find it filled, so a press on (or focus of) a `<select>`
 * fills them all within that event, before the browser draws the opened list. Spread `handlers` on the form's
 * container.
 */
export function useFilledOnFirstUse(count: number) {
  const [filled, setFilled] = useState(0);
  useEffect(() => {
    if (filled > 0 && filled < count) startTransition(() => setFilled((n) => Math.max(n, filled + 1)));
  }, [filled, count]);
  const fill = (event: SyntheticEvent) => {
    if (event.target instanceof HTMLSelectElement) setFilled(count);
    else startTransition(() => setFilled((n) => Math.max(n, 1)));
  };
  const handlers = filled >= count ? {} : { onFocus: fill, onPointerDown: fill, onClick: fill };
  return { filled, handlers };
}
