import { startTransition, useState, type SyntheticEvent } from 'react';

/**
 * For what a form only needs once the visitor uses it: the application form's three ~240-country lists (720
 * `<option>`s, 25–50 ms of rendering, styling and layout on a phone-sized page here: one of the longest tasks after
 * the first paint, issue 14). `filled` turns true at the first focus or press anywhere in the form. Opening a list
 * must find it filled, so a press on (or focus of) a `<select>` fills it within that event, before the browser
 * draws the list; anything else fills it in the background. Spread `handlers` on the form's container.
 */
export function useFilledOnFirstUse() {
  const [filled, setFilled] = useState(false);
  const fill = (event: SyntheticEvent) => {
    if (event.target instanceof HTMLSelectElement) setFilled(true);
    else startTransition(() => setFilled(true));
  };
  const handlers = filled ? {} : { onFocus: fill, onPointerDown: fill, onClick: fill };
  return { filled, handlers };
}
