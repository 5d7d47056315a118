/**
 * Where page renders wait for their turn: at most `concurrency` run at once, at most `perClient` of them for one
 * client, and a client may have at most `maxWaitingPerClient` waiting. Clients take turns (round robin), so a burst
 * of renders from a few clients (uncached or odd URLs) does not make another visitor's page wait behind it: the
 * visitor's render starts as soon as a slot is free.
 */
export class RenderQueueFull extends Error {
  constructor() {
    super('Too many pages are being rendered for this client; try again shortly.');
    this.name = 'RenderQueueFull';
  }
}

interface Waiting {
  start: () => void;
  /** The most renders of this client that may run while this one starts. */
  perClient: number;
}

export interface RenderQueueOptions {
  concurrency: number;
  perClient: number;
  maxWaitingPerClient: number;
}

export class RenderQueue {
  private readonly options: RenderQueueOptions;
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  /** Waiting renders per client; the Map's order is the clients' turn order. */
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly idleWaiters: (() => void)[] = [];

  constructor(options: RenderQueueOptions) {
    this.options = options;
  }

  /** Runs `task` when the client's turn comes; rejects with RenderQueueFull when the client has too many waiting. */
  run<T>(
    client: string,
    task: () => Promise<T>,
    { perClient = this.options.perClient, maxWaiting = this.options.maxWaitingPerClient } = {},
  ): Promise<T> {
    const queue = this.waiting.get(client) ?? [];
    if (queue.length >= maxWaiting) return Promise.reject(new RenderQueueFull());
    return new Promise<T>((resolve, reject) => {
      queue.push({
        perClient,
        start: () => {
          this.running += 1;
          this.runningBy.set(client, (this.runningBy.get(client) ?? 0) + 1);
          task()
            .then(resolve, reject)
            .finally(() => {
              this.running -= 1;
              const left = (this.runningBy.get(client) ?? 1) - 1;
              if (left === 0) this.runningBy.delete(client);
              else this.runningBy.set(client, left);
              this.next();
            });
        },
      });
      this.waiting.set(client, queue);
      this.next();
    });
  }

  /** Renders running or waiting. */
  get size(): number {
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return this.running + waiting;
  }

  /** Resolves once nothing runs or waits (tests and benchmarks). */
  idle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next() {
    while (this.running < this.options.concurrency) {
      const client = [...this.waiting.keys()].find(
        (name) => (this.runningBy.get(name) ?? 0) < this.waiting.get(name)![0]!.perClient,
      );
      if (client === undefined) break;
      const queue = this.waiting.get(client)!;
      const task = queue.shift()!;
      // The client goes to the back of the line (or leaves it, with nothing waiting).
      this.waiting.delete(client);
      if (queue.length > 0) this.waiting.set(client, queue);
      task.start();
    }
    if (this.size === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
  }
}
