import { afterEach, describe, expect, test, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnChunkFailure } from './chunk-recovery.ts';

/** A window whose reload is recorded, with its own listeners and sessionStorage. */
function fakeWindow() {
  const target = new EventTarget();
  const store = new Map<string, string>();
  const reload = vi.fn();
  const win = Object.assign(target, {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    location: { reload },
  }) as unknown as Window;
  reloadOnChunkFailure(win);
  /** What Vite's loader does: dispatch the event, and throw the import's error unless it was prevented. */
  const failChunk = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(event);
    return event.defaultPrevented ? 'reloading' : 'thrown';
  };
  return { failChunk, reload, store };
}

afterEach(() => vi.useRealTimers());

describe('chunk-failure recovery', () => {
  test('recognises the browsers’ dynamic-import failures, not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  test('the first failure reloads the page once; a failure right after the reload reaches the error boundary', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const first = fakeWindow();
    expect(first.failChunk()).toBe('reloading');
    expect(first.reload).toHaveBeenCalledTimes(1);

    // The reloaded page shares the tab's sessionStorage.
    const again = fakeWindow();
    again.store.set(CHUNK_RELOAD_KEY, first.store.get(CHUNK_RELOAD_KEY)!);
    vi.advanceTimersByTime(10_000);
    expect(again.failChunk()).toBe('thrown');
    expect(again.reload).not.toHaveBeenCalled();

    // A later deploy gets its own reload.
    vi.advanceTimersByTime(10 * 60_000);
    expect(again.failChunk()).toBe('reloading');
  });
});
