// At most `concurrency` tasks run at once; the others wait their turn in arrival order. For work that is heavy
// in CPU or memory per task (image transforms, reading a whole CV to check it), so a burst cannot take it all.
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

export function limitConcurrency(concurrency: number): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finishing task hands its slot straight to the next waiter, so `running` never exceeds the limit.
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
