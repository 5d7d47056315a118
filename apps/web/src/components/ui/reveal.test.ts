import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { REVEAL_ON_CLASS, REVEALED_ATTR, startReveal } from './reveal.ts';

type Callback = (entries: Partial<IntersectionObserverEntry>[], observer: FakeObserver) => void;
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  readonly callback: Callback;
  readonly options: IntersectionObserverInit;
  constructor(callback: Callback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  fire(target: Element, isIntersecting: boolean, top = 500) {
    this.callback([{ target, isIntersecting, boundingClientRect: { top } as DOMRectReadOnly }], this);
  }
}

let stop = () => {};

function block(top: number, late = false): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-reveal', late ? 'late' : '');
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(element);
  return element;
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('innerHeight', 1000);
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function observerOf(element: Element): FakeObserver {
  return FakeObserver.instances.find((o) => o.targets.has(element))!;
}

test('nothing is measured at start; the first report shows the blocks above the line, then switches the hidden state on', () => {
  const above = block(300);
  const below = block(700);
  const late = block(900, true);
  const measure = vi.fn(() => ({ top: 0 }) as DOMRect);
  for (const element of [above, below, late]) element.getBoundingClientRect = measure;
  stop = startReveal();
  expect(measure).not.toHaveBeenCalled();
  // Until every block is reported, nothing may be hidden: the page is already painted with all of it.
  expect(document.documentElement.classList.contains(REVEAL_ON_CLASS)).toBe(false);
  observerOf(above).callback(
    [
      { target: above, isIntersecting: true, boundingClientRect: { top: 300 } as DOMRectReadOnly },
      { target: below, isIntersecting: false, boundingClientRect: { top: 700 } as DOMRectReadOnly },
    ],
    observerOf(above),
  );
  expect(above.hasAttribute(REVEALED_ATTR)).toBe(true);
  expect(document.documentElement.classList.contains(REVEAL_ON_CLASS)).toBe(false);
  observerOf(late).fire(late, false, 900);
  expect(document.documentElement.classList.contains(REVEAL_ON_CLASS)).toBe(true);
  expect(below.hasAttribute(REVEALED_ATTR)).toBe(false);
  expect(late.hasAttribute(REVEALED_ATTR)).toBe(false);
});

test('a page opened further down shows the blocks it has scrolled past', () => {
  const passed = block(-400);
  stop = startReveal();
  observerOf(passed).fire(passed, false, -400);
  expect(passed.hasAttribute(REVEALED_ATTR)).toBe(true);
  expect(document.documentElement.classList.contains(REVEAL_ON_CLASS)).toBe(true);
});

test('a block is revealed when it crosses the midpoint, and never hidden again', () => {
  const below = block(900);
  stop = startReveal();
  const observer = FakeObserver.instances.find((o) => o.targets.has(below))!;
  expect(observer.options.rootMargin).toBe('0px 0px -50.00% 0px');
  observer.fire(below, true);
  expect(below.hasAttribute(REVEALED_ATTR)).toBe(true);
  expect(observer.targets.has(below)).toBe(false);
  observer.fire(below, false);
  expect(below.hasAttribute(REVEALED_ATTR)).toBe(true);
});

test('a "late" block uses the 1/1.2 line', () => {
  const late = block(900, true);
  stop = startReveal();
  const observer = FakeObserver.instances.find((o) => o.targets.has(late))!;
  expect(observer.options.rootMargin).toBe('0px 0px -16.67% 0px');
});

test('a block added later (client-side navigation) that is already above its line is shown before it is painted', async () => {
  stop = startReveal();
  const added = block(800, true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(added.hasAttribute(REVEALED_ATTR)).toBe(true);
});

test('with reduced motion nothing is ever hidden', () => {
  window.matchMedia = ((query: string) => ({ matches: true, media: query })) as typeof window.matchMedia;
  block(900);
  stop = startReveal();
  expect(document.documentElement.classList.contains(REVEAL_ON_CLASS)).toBe(false);
});

test('blocks added later (client-side navigation) are watched too', async () => {
  stop = startReveal();
  const added = block(900);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(FakeObserver.instances.some((o) => o.targets.has(added))).toBe(true);
});
