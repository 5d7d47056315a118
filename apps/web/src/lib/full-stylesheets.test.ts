import { afterEach, describe, expect, it } from 'vitest';
import { enableFullStylesheets } from './full-stylesheets.ts';

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
