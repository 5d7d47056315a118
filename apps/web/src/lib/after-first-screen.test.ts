import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen.ts';

/** Resolves to whether `promise` has settled by now (after pending microtasks and zero-delay timers ran). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(20);
  return done;
}

function priorityImage(complete: boolean): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: complete });
  document.body.append(image);
  return image;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('afterFirstScreen', () => {
  it('resolves after the next paint when the page has no priority image', async () => {
    document.body.innerHTML = '<img src="/photo.jpg" loading="lazy" alt="">';
    expect(await settled(afterFirstScreen(document))).toBe(true);
  });

  it('waits for the priority image to load, then for its paint', async () => {
    const image = priorityImage(false);
    const waiting = afterFirstScreen(document);
    expect(await settled(waiting)).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on when the priority image fails to load', async () => {
    const image = priorityImage(false);
    const waiting = afterFirstScreen(document);
    image.dispatchEvent(new Event('error'));
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait for an image that is already there', async () => {
    priorityImage(true);
    expect(await settled(afterFirstScreen(document))).toBe(true);
  });

  it('never waits longer than the limit for a slow image', async () => {
    priorityImage(false);
    const waiting = afterFirstScreen(document, 1000);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(waiting)).toBe(true);
  });
});

describe('afterFirstScreen where the browser reports paints', () => {
  type Callback = (list: { getEntries: () => unknown[] }) => void;
  let report: Callback | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['element', 'paint', 'largest-contentful-paint'];
    constructor(callback: Callback) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }

  beforeEach(() => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    report = undefined;
  });

  it('waits for the paint of the priority image, not just its load', async () => {
    const image = priorityImage(false);
    const waiting = afterFirstScreen(document);
    image.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(false);
    report?.({ getEntries: () => [{ name: 'text-paint', identifier: 'first-screen-image' }] });
    report?.({ getEntries: () => [{ name: 'image-paint', identifier: 'another-image' }] });
    expect(await settled(waiting)).toBe(false);
    report?.({ getEntries: () => [{ name: 'image-paint', identifier: 'first-screen-image' }] });
    expect(await settled(waiting)).toBe(true);
  });

  it('without a priority image, waits until the first contentful paint is reported (on screen), then a frame', async () => {
    const waiting = afterFirstScreen(document);
    expect(await settled(waiting)).toBe(false);
    report?.({ getEntries: () => [{ name: 'first-paint' }] });
    expect(await settled(waiting)).toBe(false);
    report?.({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    expect(await settled(waiting)).toBe(true);
  });

  it('without a priority image, never waits longer than the limit for a paint report', async () => {
    const waiting = afterFirstScreen(document, 1000);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on when the image fails, which is never painted', async () => {
    const image = priorityImage(false);
    const waiting = afterFirstScreen(document);
    image.dispatchEvent(new Event('error'));
    expect(await settled(waiting)).toBe(true);
  });
});
