/**
 * The server-rendered page carries its critical CSS inline and links the full stylesheet with `media="print"`, so
 * it never holds the first paint (render/critical-css.ts). This switches it on for the screen once it has loaded.
 */
export const FULL_STYLESHEET_ATTR = 'data-full-stylesheet';

export function enableFullStylesheets(doc: Document): void {
  doc.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTR}]`).forEach((link) => {
    const enable = () => {
      link.media = 'all';
    };
    if (link.sheet) enable();
    else link.addEventListener('load', enable, { once: true });
  });
}
