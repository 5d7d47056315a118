import { afterEach, describe, expect, it } from 'vitest';
import { enableFullStylesheets, enableFullStylesheetsOnFirstUse } from './full-stylesheets.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const FULL = '<link rel="stylesheet" href="/assets/style.css" media="print" data-full-stylesheet>';

/** The link as the browser has it once the stylesheet has loaded. */
function loaded(link: HTMLLinkElement) {
  Object.defineProperty(link, 'sheet', { value: {}, configurable: true });
  return link;
}

describe('enableFullStylesheets', () => {
  it('switches the full stylesheet from print to every medium once it has loaded, and no other', () => {
    document.body.innerHTML = FULL + '<link rel="stylesheet" href="/other.css" media="print">';
    const [full, other] = document.querySelectorAll('link');
    enableFullStylesheets(document);
    expect(full!.media).toBe('print');
    full!.dispatchEvent(new Event('load'));
    expect(full!.media).toBe('all');
    expect(other!.media).toBe('print');
  });

  it('switches a loaded stylesheet at once', () => {
    document.body.innerHTML = FULL;
    const link = loaded(document.querySelector('link')!);
    enableFullStylesheets(document);
    expect(link.media).toBe('all');
  });
});

describe('enableFullStylesheetsOnFirstUse', () => {
  it.each([
    ['a mouse entering the page', () => new PointerEvent('pointerover', { bubbles: true })],
    ['a press', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['a key', () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })],
    ['a focus', () => new FocusEvent('focusin', { bubbles: true })],
  ])('leaves the page to its inline CSS until the visitor uses it: %s', (_, event) => {
    document.body.innerHTML = FULL + '<button>Menu</button>';
    const link = loaded(document.querySelector('link')!);
    enableFullStylesheetsOnFirstUse(document);
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('scroll'));
    expect(link.media).toBe('print');
    document.querySelector('button')!.dispatchEvent(event());
    expect(link.media).toBe('all');
  });

  it('waits for the stylesheet when the visitor is quicker than the network', () => {
    document.body.innerHTML = FULL;
    const link = document.querySelector('link')!;
    enableFullStylesheetsOnFirstUse(document);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    expect(link.media).toBe('all');
  });

  it('stops listening after the first use', () => {
    document.body.innerHTML = FULL;
    const link = loaded(document.querySelector('link')!);
    enableFullStylesheetsOnFirstUse(document);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    link.media = 'print';
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(link.media).toBe('print');
  });
});
