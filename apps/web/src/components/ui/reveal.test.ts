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

test('blocks already above the viewport midpoint are shown at once; the hidden state is switched on by the script', () => {
  const above = block(300);
  const below = block(700);
  stop = startReveal();
  expect(document.documentElement.classList.contains(REVEAL_ON_CLASS)).toBe(true);
  expect(above.hasAttribute(REVEALED_ATTR)).toBe(true);
  expect(below.hasAttribute(REVEALED_ATTR)).toBe(false);
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
  const alsoLate = block(800, true);
  stop();
  stop = startReveal();
  expect(alsoLate.hasAttribute(REVEALED_ATTR)).toBe(true);
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
