/**
 * After a deploy, a visitor's open page may ask for route chunks that no longer exist. The first such failure
 * reloads the page once (the fresh HTML names the new chunks); if loading still fails after that reload, the error
 * reaches the route's error boundary, which offers a reload button. sessionStorage keeps the "already reloaded"
 * mark across the reload, so it can never loop.
 */
export const CHUNK_RELOAD_KEY = 'agency:chunk-reload';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message))
  );
}

export interface RecoveryEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
}

function browserEnv(): RecoveryEnv {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): no automatic reload, the prompt still works.
  }
  return { storage, reload: () => window.location.reload() };
}

/** Runs a dynamic import; on a chunk failure reloads once, then gives up with a ChunkLoadError. */
export async function loadChunk<T>(load: () => Promise<T>, env: RecoveryEnv = browserEnv()): Promise<T> {
  try {
    const module = await load();
    env.storage?.removeItem(CHUNK_RELOAD_KEY);
    return module;
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    if (env.storage && env.storage.getItem(CHUNK_RELOAD_KEY) === null) {
      env.storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      env.reload();
      // Keep the current screen until the reload replaces it.
      return new Promise<T>(() => {});
    }
    throw new ChunkLoadError(error);
  }
}
