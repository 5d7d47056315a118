// The small part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request) => Request;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    /** Answers by status code. */
    statusCodeStats?: Record<string, { count: number }>;
    duration: number;
  }
  export interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    requests?: Request[];
  }
  /** A run started with a callback: `stop()` ends it early (the callback then gets the figures so far). */
  export interface Instance {
    stop(): void;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
