/**
 * The server-rendered page carries its critical CSS inline and links the full stylesheet with `media="print"`, so
 * it never holds the first paint (render/critical-css.ts). This switches it on for the screen when the page first
 * needs it.
 *
 * The inline CSS already holds every rule the page's HTML uses (and those for the classes the scripts set on their
 * own, `criticalCssAllowRules`), so the page looks the same without the full stylesheet until the visitor does
 * something: hover, press, keyboard focus rings, messages and menus opened by a control, and the other pages of a
 * client-side navigation need it. Switching it on restyles the whole page (10–30 ms on a phone-sized page here, one
 * of the longest tasks after the first paint: issue 14), so it waits for the visitor's first pointer, touch, key or
 * focus, which all come before anything they cause is drawn. The tests compare the page with and without it.
 */
export const FULL_STYLESHEET_ATTR = 'data-full-stylesheet';

/** The events that mean the visitor has started to use the page (a mouse entering it counts: hover styles). */
export const FIRST_USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

function enable(link: HTMLLinkElement) {
  const on = () => {
    link.media = 'all';
  };
  if (link.sheet) on();
  else link.addEventListener('load', on, { once: true });
}

/** Switches the full stylesheets on now (once loaded). */
export function enableFullStylesheets(doc: Document): void {
  doc.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTR}]`).forEach(enable);
}

/** Switches the full stylesheets on at the visitor's first use of the page (see above). */
export function enableFullStylesheetsOnFirstUse(doc: Document): void {
  const win = doc.defaultView;
  if (!win || !doc.querySelector(`link[${FULL_STYLESHEET_ATTR}]`)) return;
  const options = { capture: true, passive: true } as const;
  const onFirstUse = () => {
    for (const type of FIRST_USE_EVENTS) win.removeEventListener(type, onFirstUse, options);
    enableFullStylesheets(doc);
  };
  for (const type of FIRST_USE_EVENTS) win.addEventListener(type, onFirstUse, options);
}
