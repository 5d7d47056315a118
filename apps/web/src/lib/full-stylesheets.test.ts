import { afterEach, describe, expect, it } from 'vitest';
import { enableFullStylesheets } from './full-stylesheets.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('enableFullStylesheets', () => {
  it('switches the full stylesheet from print to every medium once it has loaded', () => {
    document.body.innerHTML =
      '<link rel="stylesheet" href="/assets/style.css" media="print" data-full-stylesheet>' +
      '<link rel="stylesheet" href="/other.css" media="print">';
    const [full, other] = document.querySelectorAll('link');
    enableFullStylesheets(document);
    expect(full!.media).toBe('print');
    full!.dispatchEvent(new Event('load'));
    expect(full!.media).toBe('all');
    expect(other!.media).toBe('print');
  });

  it('switches it in a task of its own when it has already loaded, not in the task that calls it', async () => {
    document.body.innerHTML =
      '<link rel="stylesheet" href="/assets/style.css" media="print" data-full-stylesheet>';
    const link = document.querySelector('link')!;
    Object.defineProperty(link, 'sheet', { value: {} });
    enableFullStylesheets(document);
    expect(link.media).toBe('print');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(link.media).toBe('all');
  });
});
