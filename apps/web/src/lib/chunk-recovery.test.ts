import { describe, expect, test, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  ChunkLoadError,
  isChunkLoadError,
  loadChunk,
  type RecoveryEnv,
} from './chunk-recovery.ts';

const NOW = 1_800_000_000_000;

function memoryEnv(): RecoveryEnv & {
  store: Map<string, string>;
  reload: ReturnType<typeof vi.fn<() => void>>;
} {
  const store = new Map<string, string>();
  return {
    store,
    reload: vi.fn<() => void>(),
    now: () => NOW,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
  };
}

const chunkFailure = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

describe('chunk-failure recovery', () => {
  test('recognises the browsers’ dynamic-import failures, not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  test('the first failure reloads the page once and keeps the current screen meanwhile', async () => {
    const env = memoryEnv();
    const pending = loadChunk(chunkFailure, () => env);
    await Promise.resolve();
    await Promise.resolve();
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.store.get(CHUNK_RELOAD_KEY)).toBe(String(NOW));
    const settled = await Promise.race([
      pending.then(() => 'settled'),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ]);
    expect(settled).toBe('pending');
  });

  test('a failure after that reload does not reload again: it surfaces as a ChunkLoadError for the prompt', async () => {
    const env = memoryEnv();
    env.store.set(CHUNK_RELOAD_KEY, String(NOW - 10_000));
    await expect(loadChunk(chunkFailure, () => env)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(env.reload).not.toHaveBeenCalled();
  });

  test('the mark expires, so a later deploy gets its own reload', async () => {
    const env = memoryEnv();
    env.store.set(CHUNK_RELOAD_KEY, String(NOW - CHUNK_RELOAD_GUARD_MS - 1));
    void loadChunk(chunkFailure, () => env);
    await Promise.resolve();
    await Promise.resolve();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  test('a successful load does not touch sessionStorage (a synchronous round trip on a tab’s first access)', async () => {
    const makeEnv = vi.fn(memoryEnv);
    await expect(loadChunk(() => Promise.resolve('module'), makeEnv)).resolves.toBe('module');
    expect(makeEnv).not.toHaveBeenCalled();
  });

  test('other errors pass through untouched', async () => {
    const env = memoryEnv();
    const error = new Error('boom');
    await expect(
      loadChunk(
        () => Promise.reject(error),
        () => env,
      ),
    ).rejects.toBe(error);
    expect(env.reload).not.toHaveBeenCalled();
  });

  test('without sessionStorage it never reloads automatically', async () => {
    const env = { ...memoryEnv(), storage: null };
    await expect(loadChunk(chunkFailure, () => env)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
