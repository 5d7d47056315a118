// Forms API benchmark (not a test): `pnpm --filter @agency/api run bench`.
//  1. enquiries/s and p99 latency at 50 concurrent connections on 127.0.0.1 against the durable store
//     (SQLite WAL, each commit fsynced before the answer; outbox rows, mail written as .eml), beside a bare
//     Fastify route;
//  2. 50 concurrent 4 MB CV uploads, with the server's peak RSS.
// Servers run as child processes (the real start-up path); BENCH_SECONDS sets each load phase (default 10).
// DATABASE_URL=postgres://… runs the durable path on Postgres instead of SQLite (an empty database); with it,
// BENCH_NODES=2 also loads two servers on that database at once (half the connections each).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/database/database.ts';
import { startChildServer, type ChildServer } from '../src/test-support/child-server.ts';
import { pdfBytes } from '../src/test-support/sample-files.ts';
import { enquiryFields, urlencoded } from '../src/test-support/wire-bodies.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-bench-'));
const databaseUrl = process.env.DATABASE_URL || null;
const serverEnv = {
  // As `pnpm start` runs it.
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  RATE_LIMIT_MAX: '100000000',
  FORM_MIN_FILL_MS: '0',
  // Request logs go to a pipe nobody reads quickly; keep them (production logs at info) but drained.
  LOG_LEVEL: 'info',
};

function rssOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function stop(server: ChildServer): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

async function load(url: string, body: () => string, connections = CONNECTIONS) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const enquiryBody = () => urlencoded({ ...enquiryFields(), idempotency_key: randomUUID() }).toString();

async function uploads(origin: string, pid: number) {
  const cv = pdfBytes(4 * 1024 * 1024);
  const before = rssOf(pid);
  let peak = before.rssMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid).rssMb);
  }, 20);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
      const response = await fetch(`${origin}/api/forms/cv`, {
        method: 'POST',
        headers: { origin },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const after = rssOf(pid);
  return {
    ok: statuses.filter((s) => s === 200).length,
    seconds: elapsed / 1000,
    rssBeforeMb: before.rssMb,
    peakRssMb: Math.max(peak, after.peakMb),
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
/**
 * A started server renders the site's pages and loads modules on first use: measure it settled, as it serves
 * (its warm-up renders done, then BENCH_SETTLE_MS).
 */
async function settle(server?: ChildServer): Promise<void> {
  for (let waited = 0; server && waited < 60_000; waited += 100) {
    if (/site pages rendered ahead|website build not found/.test(server.logs())) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_MS ?? 3000)));
}

try {
  console.log(
    `node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? '?'}), ${seconds}s per run, ${CONNECTIONS} connections, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const bare = await startChildServer(
    { LOG_LEVEL: 'info', NODE_ENV: 'production' },
    path.resolve(import.meta.dirname, 'bare-server.ts'),
  );
  await settle();
  const bareResult = await load(`${bare.origin}/bare`, enquiryBody);
  await stop(bare);

  const forms = await startChildServer(serverEnv);
  await settle(forms);
  const enquiryResult = await load(`${forms.origin}/api/forms/enquiry`, enquiryBody);
  const db = await openDatabase({ url: databaseUrl, file: path.join(dataDir, 'forms.sqlite') });
  const count = async (table: 'outbox' | 'submissions', sentOnly = false) =>
    Number(
      (
        await db.db
          .selectFrom(table)
          .$if(sentOnly, (qb) => qb.where('status', '=', 'sent'))
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Two nodes on one Postgres database, loaded at once: their requests per second add up, the worse p99 counts.
  let twoNodes: Awaited<ReturnType<typeof load>> | null = null;
  if (databaseUrl && process.env.BENCH_NODES === '2') {
    const second = await startChildServer({
      ...serverEnv,
      DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'b-')),
    });
    await settle(second);
    const both = await Promise.all(
      [forms, second].map((node) => load(`${node.origin}/api/forms/enquiry`, enquiryBody, CONNECTIONS / 2)),
    );
    await stop(second);
    twoNodes = {
      reqPerSec: both[0]!.reqPerSec + both[1]!.reqPerSec,
      p50: Math.max(both[0]!.p50, both[1]!.p50),
      p99: Math.max(both[0]!.p99, both[1]!.p99),
      ok: both[0]!.ok + both[1]!.ok,
      non2xx: both[0]!.non2xx + both[1]!.non2xx,
      errors: both[0]!.errors + both[1]!.errors,
    };
  }
  const sentAtEnd = await count('outbox', true);
  // Mail is written by the worker after the answer; see how fast it drains once the load stops.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const sentAfterIdle = await count('outbox', true);
  await stop(forms);
  const stored = await count('submissions');
  const queued = await count('outbox');
  await db.close();

  const uploadServer = await startChildServer(serverEnv);
  const uploadResult = await uploads(uploadServer.origin, uploadServer.child.pid!);
  await stop(uploadServer);

  console.log('\n| Run | req/s | p50 ms | p99 ms | 2xx | non-2xx | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, r] of [
    ['Bare Fastify urlencoded POST (no storage)', bareResult],
    [
      `POST /api/forms/enquiry (validated, ${databaseUrl ? 'Postgres' : 'SQLite WAL, fsynced'}, outbox)`,
      enquiryResult,
    ],
    ...(twoNodes
      ? ([['POST /api/forms/enquiry, two nodes on one Postgres (25 connections each)', twoNodes]] as const)
      : []),
  ] as const) {
    console.log(`| ${name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.non2xx} | ${r.errors} |`);
  }
  console.log(
    `\nEnquiry rows stored: ${stored} (2xx counted by autocannon: ${enquiryResult.ok + (twoNodes?.ok ?? 0)}; the rest were in flight when it stopped). ` +
      `Outbox: ${queued} mails queued; ${sentAtEnd} written as .eml during the load (the worker yields to requests), ` +
      `${(sentAfterIdle - sentAtEnd) / 5}/s once idle.`,
  );
  console.log(
    `\n50 concurrent 4 MB CV uploads: ${uploadResult.ok}/50 accepted in ${fmt(uploadResult.seconds, 2)} s; ` +
      `server RSS ${fmt(uploadResult.rssBeforeMb)} MB before, peak ${fmt(uploadResult.peakRssMb)} MB.`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
