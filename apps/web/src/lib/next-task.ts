/**
 * Resolves (with `value`) in a new task, so the browser can paint and answer a tap before what follows: the way
 * the app's start-up cuts its work into tasks shorter than 50 ms (main.tsx, app/start.tsx).
 */
export const nextTask = <T = void>(value?: T) => new Promise<T>((resolve) => setTimeout(resolve, 0, value));
