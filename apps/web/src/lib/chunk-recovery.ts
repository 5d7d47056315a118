/**
 * After a deploy, a visitor's open page may ask for route chunks that no longer exist. The first such failure
 * reloads the page once (the fresh HTML names the new chunks); if loading still fails after that reload, the error
 * reaches the route's error boundary, which offers a reload button. sessionStorage keeps the "reloaded at" mark
 * across the reload, so it can never loop; the mark expires (a later deploy gets its own reload), so a successful
 * load never has to touch sessionStorage (the first access in a tab is a synchronous round trip to the browser).
 */
export const CHUNK_RELOAD_KEY = 'agency:chunk-reload';
/** How long after an automatic reload a chunk failure is taken as "the reload did not help". */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

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
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

function browserEnv(): RecoveryEnv {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): no automatic reload, the prompt still works.
  }
  return { storage, reload: () => window.location.reload(), now: () => Date.now() };
}

function reloadedRecently(env: RecoveryEnv, storage: NonNullable<RecoveryEnv['storage']>): boolean {
  const reloadedAt = Number(storage.getItem(CHUNK_RELOAD_KEY));
  return reloadedAt > 0 && env.now() - reloadedAt < CHUNK_RELOAD_GUARD_MS;
}

/** Runs a dynamic import; on a chunk failure reloads once, then gives up with a ChunkLoadError. */
export async function loadChunk<T>(
  load: () => Promise<T>,
  makeEnv: () => RecoveryEnv = browserEnv,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    const env = makeEnv();
    if (env.storage && !reloadedRecently(env, env.storage)) {
      env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
      env.reload();
      // Keep the current screen until the reload replaces it.
      return new Promise<T>(() => {});
    }
    throw new ChunkLoadError(error);
  }
}
