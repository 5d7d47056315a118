// Memory under fuzz (issue 42; not a test): `pnpm --filter @agency/api run bench:fuzz-memory`.
// Starts the production server (`pnpm start`'s flags, 127.0.0.1 only, SQLite in a temp folder), lets it warm up, then
// sends 2 × 20,000 fuzzed requests (odd page URLs and parameters, unknown slugs, image sizes, GROQ, junk form
// posts, made-up link tokens), each from a made-up client address (X-Forwarded-For, trusted from 127.0.0.1 only),
// and prints the server's RSS at idle, at its peak and 60 s after the fuzz. Budget: peak <= 400 MB, and back
// within 50 MB of idle. Needs the built site (`pnpm --filter @agency/web build`). BENCH_REQUESTS (per round),
// BENCH_CONNECTIONS and BENCH_AFTER_SECONDS change the run.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from '../src/test-support/child-server.ts';
import { fuzzedRequest, imageUrlsOf } from './fuzz-requests.ts';

const ROUNDS = 2;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const AFTER_SECONDS = Number(process.env.BENCH_AFTER_SECONDS ?? 60);
const BUDGET = { peakMb: 400, backWithinMb: 50 };

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-memory-'));
const server = await startChildServer({
  DATA_DIR: path.join(scratch, 'data'),
  TRUST_PROXY: '127.0.0.1',
  MAIL_FROM: 'bench@example.test',
  LOG_LEVEL: 'info',
});
const pid = server.child.pid!;
const { hostname, port } = new URL(server.origin);

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function send(request: ReturnType<typeof fuzzedRequest>): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      { host: hostname, port, agent, method: request.method, path: request.path, headers: request.headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(request.body);
  });
}

async function get(url: string): Promise<string> {
  const response = await fetch(`${server.origin}${url}`);
  return response.text();
}

/** Waits until the start-up warm-up is over: RSS steady for 5 s. */
async function settle(): Promise<number> {
  let last = rssMb();
  for (let steady = 0; steady < 5;) {
    await sleep(1000);
    const now = rssMb();
    steady = Math.abs(now - last) <= 2 ? steady + 1 : 0;
    last = now;
  }
  return last;
}

try {
  const images = imageUrlsOf(await get('/'));
  const idle = await settle();
  peak = idle;
  const statuses: Record<string, number> = {};
  const rounds: { seconds: number; rssAfterMb: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < REQUESTS) {
          next += 1;
          const status = await send(fuzzedRequest(images, server.origin));
          const group = status === 0 ? 'failed' : `${Math.floor(status / 100)}xx`;
          statuses[group] = (statuses[group] ?? 0) + 1;
        }
      }),
    );
    rounds.push({ seconds: Math.round((Date.now() - started) / 100) / 10, rssAfterMb: rssMb() });
  }
  agent.destroy();
  await sleep(AFTER_SECONDS * 1000);
  const after = rssMb();
  const result = {
    requests: ROUNDS * REQUESTS,
    statuses,
    rounds,
    rssMb: { idle, peak, [`after${AFTER_SECONDS}s`]: after },
    budget: {
      peak: peak <= BUDGET.peakMb ? 'met' : 'missed',
      backToIdle: after - idle <= BUDGET.backWithinMb ? 'met' : 'missed',
    },
    machine: { cpus: os.cpus().length, load: os.loadavg().map((n) => Math.round(n * 10) / 10) },
  };
  console.log(JSON.stringify(result, null, 2));
  // With BENCH_NODE_FLAGS='--max-semi-space-size=8 --trace-gc': V8's heap at its last full collections, beside RSS.
  const collections = server
    .logs()
    .split('\n')
    .filter((line) => line.includes('Mark-Compact'));
  if (collections.length > 0) console.log(collections.slice(-3).join('\n'));
} finally {
  clearInterval(sampler);
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(scratch, { recursive: true, force: true });
}
