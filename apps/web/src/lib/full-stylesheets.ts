/**
 * The server-rendered page carries its critical CSS inline and links the full stylesheet with `media="print"`, so
 * it never holds the first paint, plus a `<noscript>` copy (render/critical-css.ts). The site's CSP allows no inline
 * `onload` handler, so the entry script does the usual swap: the link is switched to `media="all"` once loaded.
 */
export const FULL_STYLESHEET_ATTR = 'data-full-stylesheet';

export function enableFullStylesheets(doc: Document): void {
  doc.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTR}]`).forEach((link) => {
    const on = () => {
      link.media = 'all';
    };
    if (link.sheet) on();
    else link.addEventListener('load', on, { once: true });
  });
}
