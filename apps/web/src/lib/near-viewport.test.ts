import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_IDLE_MS, nearViewport, resetNearViewportWaits } from './near-viewport.ts';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
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
  it('waits until the section comes near the viewport', async () => {
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

describe('nearViewport without scrolling', () => {
  it('goes on when the visitor presses a key (keyboard and screen-reader users)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<section id="enquiry"></section>';
    const wait = nearViewport('enquiry');
    expect(await settled(wait)).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await settled(wait)).toBe(true);
  });

  it('goes on a few seconds after the page has loaded', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<section id="classroom"></section>';
    let done = false;
    void nearViewport('classroom').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(NEAR_VIEWPORT_IDLE_MS - 100);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
