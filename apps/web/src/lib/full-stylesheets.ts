/**
 * The server-rendered page carries its critical CSS inline and links the full stylesheet with `media="print"`, so
 * it never holds the first paint (render/critical-css.ts). This switches it on for the screen once it has loaded.
 *
 * Switching a stylesheet on restyles the whole page (5–15 ms on a phone-sized page here). When the stylesheet has
 * already loaded, which is usual by the time the entry runs, that happens in a task of its own rather than at the
 * end of the entry's (issue 14: the two together were one task long enough to count as blocking time).
 */
export const FULL_STYLESHEET_ATTR = 'data-full-stylesheet';

export function enableFullStylesheets(doc: Document): void {
  doc.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTR}]`).forEach((link) => {
    const enable = () => {
      link.media = 'all';
    };
    if (link.sheet) setTimeout(enable, 0);
    else link.addEventListener('load', enable, { once: true });
  });
}
