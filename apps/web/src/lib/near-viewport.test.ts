import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearViewport, resetNearViewportWaits } from './near-viewport.ts';

interface Entry {
  isIntersecting: boolean;
  boundingClientRect: { bottom: number };
  rootBounds: { top: number } | null;
}
type Callback = (entries: Entry[]) => void;
/** An entry for a section whose bottom edge is `bottom` px from the top of the (margin-extended) root. */
const entry = (isIntersecting: boolean, bottom: number): Entry => ({
  isIntersecting,
  boundingClientRect: { bottom },
  rootBounds: { top: -422 },
});
let report: Callback | undefined;
const observed: Element[] = [];
class FakeIntersectionObserver {
  constructor(callback: Callback) {
    report = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetNearViewportWaits();
  document.body.innerHTML = '';
  observed.length = 0;
});

describe('nearViewport', () => {
  it('waits until the section comes within half a screen of the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<section id="apply"></section>';
    const wait = nearViewport('apply');
    expect(observed.map((element) => element.id)).toEqual(['apply']);
    report?.([entry(false, 2000)]);
    document.dispatchEvent(new Event('scroll'));
    expect(await settled(wait)).toBe(false);
    report?.([entry(true, 900)]);
    expect(await settled(wait)).toBe(true);
    expect(nearViewport('apply')).toBe(wait);
  });

  it('does not wait for a section the visitor has scrolled or jumped past', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<section id="apply"></section>';
    const wait = nearViewport('apply');
    report?.([entry(false, -600)]);
    expect(await settled(wait)).toBe(true);
  });

  it('does not wait for a section that is not on the page', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    expect(await settled(nearViewport('nowhere'))).toBe(true);
  });
});
