// The entry starts the app at the first idle moment after the window's `load` event, not at `load` itself
// (decision 051): React DOM's download then never competes with the first screen's images on a slow connection.
import { afterEach, expect, test, vi } from 'vitest';

const loadChunk = vi.fn((load: () => Promise<unknown>) => {
  void load;
  return new Promise<never>(() => {});
});
vi.mock('./lib/chunk-recovery.ts', () => ({ loadChunk }));
vi.mock('./lib/full-stylesheets.ts', () => ({ enableFullStylesheets: () => {} }));
vi.mock('./components/ui/reveal.ts', () => ({ startReveal: () => {} }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  loadChunk.mockClear();
});

function loadingPage() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  const idle: (() => void)[] = [];
  const requestIdleCallback = vi.fn((callback: () => void) => {
    idle.push(callback);
    return idle.length;
  });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  return { idle, requestIdleCallback };
}

test('the app starts at the first idle moment after load, not at load', async () => {
  const { idle, requestIdleCallback } = loadingPage();
  await import('./main.tsx');
  expect(requestIdleCallback).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
  expect(loadChunk, 'nothing of the app is requested at load').not.toHaveBeenCalled();

  idle.forEach((callback) => callback());
  expect(loadChunk).toHaveBeenCalledTimes(1);
});

test('without requestIdleCallback (Safari), a task after load starts it', async () => {
  vi.useFakeTimers();
  try {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.stubGlobal('requestIdleCallback', undefined);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    await import('./main.tsx');
    window.dispatchEvent(new Event('load'));
    expect(loadChunk).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(loadChunk).toHaveBeenCalledTimes(1);
  } finally {
    vi.useRealTimers();
  }
});

test('React DOM, the app’s code and the app’s start run in separate tasks', async () => {
  vi.useFakeTimers();
  try {
    const { idle } = loadingPage();
    const start = vi.fn();
    loadChunk.mockImplementation((load: () => Promise<unknown>) => {
      const source = String(load);
      return Promise.resolve(source.includes('start.tsx') ? { start } : {}) as never;
    });
    await import('./main.tsx');
    window.dispatchEvent(new Event('load'));
    idle.forEach((callback) => callback());
    for (let step = 0; step < 10; step += 1) await Promise.resolve();
    expect(loadChunk).toHaveBeenCalledTimes(2);
    expect(start, 'the app starts in a task after its code was evaluated').not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledTimes(1);
  } finally {
    vi.useRealTimers();
    loadChunk.mockImplementation(() => new Promise<never>(() => {}));
  }
});
