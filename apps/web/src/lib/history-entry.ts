/**
 * React Router's browser history numbers its entries in `history.state` (`idx`) and, on a page opened afresh,
 * writes the first number with `history.replaceState` when the router is created: inside hydration's first render,
 * where the write and what it set off cost 5–25 ms of one task here. The entry calls this while the app's code
 * downloads, in a task of its own, and the router finds the number written. (A state without it is what the
 * router would write; one with it is left alone.)
 */
export function numberHistoryEntry(history: History = window.history): void {
  const state = history.state as { idx?: unknown } | null;
  if (state?.idx == null) history.replaceState({ ...state, idx: 0 }, '');
}
