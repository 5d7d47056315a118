import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_IDLE_MS, nearViewport, resetNearViewportWaits } from './near-viewport.ts';

type Entry = { isIntersecting: boolean; boundingClientRect: { top: number; bottom: number } };
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

/** The section's place: `top` px from the viewport's top, 400 px tall; within the observer's margin (a screen) or not. */
const at = (top: number): Entry => ({
  isIntersecting: top < 2 * window.innerHeight && top + 400 > -window.innerHeight,
  boundingClientRect: { top, bottom: top + 400 },
});

describe('nearViewport', () => {
  it('waits until the section comes on screen', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<section id="apply"></section>';
    const wait = nearViewport('apply');
    expect(observed.map((element) => element.id)).toEqual(['apply']);
    report?.([at(3 * window.innerHeight)]);
    expect(await settled(wait)).toBe(false);
    report?.([at(window.innerHeight - 100)]);
    expect(await settled(wait)).toBe(true);
    expect(nearViewport('apply')).toBe(wait);
  });

  it('goes on for a section within a screen of the viewport when the visitor scrolls or touches the page', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<section id="apply"></section><section id="enquiry"></section>';
    const scrolled = nearViewport('apply');
    report?.([at(window.innerHeight + 200)]);
    expect(await settled(scrolled)).toBe(false);
    document.dispatchEvent(new Event('scroll'));
    expect(await settled(scrolled)).toBe(true);

    const touched = nearViewport('enquiry');
    report?.([at(window.innerHeight + 200)]);
    expect(await settled(touched)).toBe(false);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(await settled(touched)).toBe(true);
  });

  it('goes on for a section within a screen when the page has been scrolled before the widget is prepared', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('scrollY', 1200);
    document.body.innerHTML = '<section id="apply"></section>';
    const wait = nearViewport('apply');
    report?.([at(window.innerHeight + 200)]);
    expect(await settled(wait)).toBe(true);
  });

  it('keeps waiting when the visitor scrolls while the section is further away', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<section id="apply"></section>';
    const wait = nearViewport('apply');
    report?.([at(4 * window.innerHeight)]);
    document.dispatchEvent(new Event('scroll'));
    expect(await settled(wait)).toBe(false);
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
