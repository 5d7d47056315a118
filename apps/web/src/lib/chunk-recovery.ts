/**
 * After a deploy, a visitor's open page may ask for code chunks that no longer exist. Vite's documented recovery:
 * its loader dispatches `vite:preloadError` when a dynamic import fails, and the page reloads once (the fresh HTML
 * names the new chunks). sessionStorage keeps the time of that reload, so a failure within minutes of it is taken
 * as "the reload did not help": the error then reaches the route's error boundary, which offers a reload button.
 */
export const CHUNK_RELOAD_KEY = 'agency:chunk-reload';
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads the page at the first chunk failure (not again within CHUNK_RELOAD_GUARD_MS). */
export function reloadOnChunkFailure(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    try {
      const reloadedAt = Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY));
      if (Date.now() - reloadedAt < CHUNK_RELOAD_GUARD_MS) return;
      win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    } catch {
      return; // Storage blocked (privacy settings): no automatic reload, the error boundary's button still works.
    }
    event.preventDefault();
    win.location.reload();
  });
}
