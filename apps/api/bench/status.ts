// Application-status request benchmark (not a test): `pnpm --filter @agency/api run bench:status`.
// Budget (issue 30): the answer to POST /api/forms/status takes the same time whether or not the address is
// known: the difference of the medians is at most 5 ms over 200 requests each.
//
// The data folder is prepared in this process (the real migrations, then one application for each of 200 known
// addresses); the real server then starts as a child process (SQLite, mail to files). Requests go one at a time,
// known and unknown alternating, each address once (the per-address throttle allows 5 an hour), each from its own
// loopback address 127.0.0.x (the per-client throttle allows 30 an hour). BENCH_REQUESTS changes the count.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { dataLayout } from '../src/database/data-layout.ts';
import { openDatabase } from '../src/database/database.ts';
import { startChildServer } from '../src/test-support/child-server.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'status-bench-'));
const dataDir = path.join(workDir, 'data');
fs.mkdirSync(dataDir);
const known = (n: number) => `known-${n}@bench-example.com`;
const unknown = (n: number) => `unknown-${n}@bench-example.com`;

const database = await openDatabase({ url: null, file: dataLayout(dataDir).database });
const now = Date.now();
await database.db
  .insertInto('submissions')
  .values(
    Array.from({ length: REQUESTS + WARM_UP }, (_, n) => ({
      kind: 'application' as const,
      reference: `APP-2026-B${String(n).padStart(5, '0')}`,
      idempotency_key: randomUUID(),
      created_at: now - n * 60_000,
      email: known(n),
      data: JSON.stringify({ firstName: 'Bench', surname: 'Teacher', language: 'en' }),
      retention_from: null,
    })),
  )
  .execute();
await database.close();

const server = await startChildServer({
  DATA_DIR: dataDir,
  MAIL_FROM: 'bench@example.test',
  LOG_LEVEL: 'info',
});
const url = new URL('/api/forms/status', server.origin);

/** One request from its own loopback address; the time until the whole answer has arrived, in ms. */
function ask(email: string, client: number): Promise<{ ms: number; status: number }> {
  const body = new URLSearchParams({
    email,
    reference: '',
    lang: 'en',
    idempotency_key: randomUUID(),
    form_started_at: String(Date.now() - 10_000),
    company_website: '',
  }).toString();
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: `127.0.${Math.floor(client / 250)}.${(client % 250) + 2}`,
        agent: false,
        headers: {
          origin: server.origin,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.statusCode ?? 0 }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

try {
  let client = 0;
  for (let n = 0; n < WARM_UP; n += 1) {
    await ask(known(REQUESTS + n), client++);
    await ask(unknown(REQUESTS + n), client++);
  }
  const times = { known: [] as number[], unknown: [] as number[] };
  const statuses = new Set<number>();
  for (let n = 0; n < REQUESTS; n += 1) {
    // Alternating which goes first, so neither always follows the other's after-answer work.
    const order = n % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) {
      const answer = await ask(kind === 'known' ? known(n) : unknown(n), client++);
      statuses.add(answer.status);
      times[kind].push(answer.ms);
    }
  }
  // Let the after-answer work finish, then count the links it mailed.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const check = await openDatabase({ url: null, file: dataLayout(dataDir).database });
  const links = await check.db
    .selectFrom('status_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  await check.close();
  const row = (kind: 'known' | 'unknown') =>
    `${kind.padEnd(8)} median ${quantile(times[kind], 0.5).toFixed(2)} ms, p90 ${quantile(times[kind], 0.9).toFixed(2)} ms, min ${Math.min(...times[kind]).toFixed(2)} ms`;
  const difference = quantile(times.known, 0.5) - quantile(times.unknown, 0.5);
  console.log(`status requests: ${REQUESTS} known and ${REQUESTS} unknown addresses, one at a time`);
  console.log(`answers: ${[...statuses].join(', ')}; links issued: ${Number(links?.n ?? 0)}`);
  console.log(row('known'));
  console.log(row('unknown'));
  console.log(
    `median difference (known − unknown): ${difference.toFixed(2)} ms — budget ≤ 5 ms: ${Math.abs(difference) <= 5 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(workDir, { recursive: true, force: true });
}
