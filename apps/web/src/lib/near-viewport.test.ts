import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearViewport, resetNearViewportWaits } from './near-viewport.ts';

interface Entry {
  isIntersecting: boolean;
}
type Callback = (entries: Entry[]) => void;
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

// A section scrolled or jumped past counts as reached: the observer's root reaches above the viewport, which only a
// browser can show (tests/e2e/pages-first-paint.spec.ts, 'a form the visitor jumps past loads all the same').
describe('nearViewport', () => {
  it('waits until the section comes within half a screen of the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<section id="apply"></section>';
    const wait = nearViewport('apply');
    expect(observed.map((element) => element.id)).toEqual(['apply']);
    report?.([{ isIntersecting: false }]);
    expect(await settled(wait)).toBe(false);
    report?.([{ isIntersecting: true }]);
    expect(await settled(wait)).toBe(true);
    expect(nearViewport('apply')).toBe(wait);
  });

  it('does not wait for a section that is not on the page', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    expect(await settled(nearViewport('nowhere'))).toBe(true);
  });
});
