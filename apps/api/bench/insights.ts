// What insights cost, and how fast their page answers (not a test): `pnpm --filter @agency/api run bench:insights`
// (needs a web build; BENCH_ONLY=pages, =report or =postgres runs one part). 1. A/B in one run: the real server
// (a child process) with INSIGHTS=on and =off, alternately, each sent the same GET /Vacancies load with a browser's
// user agent (so every request is counted): req/s and p99. Budget: counting costs ≤ 5 % of the throughput and
// ≤ 2 ms at p99. 1b. The CPU time a counted view costs, which the machine's load does not blur. 2. The Insights
// report over 90 days of 50,000 page views a day (BENCH_VIEWS_PER_DAY), as the clean-up leaves it (89 days rolled
// up, today raw), on SQLite, and on Postgres (BENCH_DATABASE_URL, or a throwaway cluster with BENCH_ONLY=postgres):
// median and slowest of 5. Budget: ≤ 500 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../src/database/database.ts';
import { addDays, DAY_MS, dayOf } from '../src/insights/insights-day.ts';
import { createInsights } from '../src/insights/insights-plugin.ts';
import { insightsReport } from '../src/insights/insights-report.ts';
import { insightsCleanUp } from '../src/insights/insights-retention.ts';
import { startChildServer } from '../src/test-support/child-server.ts';
import { startPostgresCluster } from '../src/database/test-support/postgres-cluster.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
/** BENCH_ONLY=report or =pages: one part alone. */
const only = process.env.BENCH_ONLY;
const amount = Number(process.env.BENCH_REQUESTS ?? 6000);
const viewsPerDay = Number(process.env.BENCH_VIEWS_PER_DAY ?? 50_000);
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

async function pages(insights: 'on' | 'off') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-bench-'));
  const server = await startChildServer({
    DATA_DIR: dataDir,
    GET_RATE_LIMIT_MAX: '100000000',
    INSIGHTS: insights,
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const load = (n: number) =>
      autocannon({
        url: `${server.origin}/Vacancies?utm_source=bench`,
        connections: 20,
        amount: n,
        headers: { 'accept-encoding': 'br', 'user-agent': BROWSER },
      });
    await load(1000);
    const result = await load(amount);
    return { reqPerSec: result.requests.average, p99: result.latency.p99, ok: result['2xx'] };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

/** 1. The A/B: req/s and p99 with counting on and off, alternately; the off rate, for 1b. */
async function abTest(): Promise<number> {
  console.log(`\n1. GET /Vacancies, ${amount} requests, 20 connections, counted (on) and not (off)`);
  console.log('| Round | on req/s | off req/s | on p99 ms | off p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const results = { on: [] as number[], off: [] as number[], onP99: [] as number[], offP99: [] as number[] };
  for (let round = 1; round <= rounds; round += 1) {
    const on = await pages('on');
    const off = await pages('off');
    results.on.push(on.reqPerSec);
    results.off.push(off.reqPerSec);
    results.onP99.push(on.p99);
    results.offP99.push(off.p99);
    console.log(
      `| ${round} | ${Math.round(on.reqPerSec)} | ${Math.round(off.reqPerSec)} | ${on.p99} | ${off.p99} |`,
    );
  }
  const cost = 1 - sum(results.on) / sum(results.off);
  const p99 = (sum(results.onP99) - sum(results.offP99)) / rounds;
  console.log(
    `counting costs ${(cost * 100).toFixed(1)} % of the throughput (budget 5 %), ${p99.toFixed(1)} ms at p99 (budget 2 ms)`,
  );
  return sum(results.off) / rounds;
}

/**
 * 1b. What counting costs per page view in CPU time, which the machine's load does not blur as it blurs req/s: the
 * page's part (the hook: an array push) and the batch's part (parse, HMAC, INSERT), per page view.
 */
async function cpuPerView(views = 100_000) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-cpu-bench-'));
  const database = await openDatabase({ url: null, file: path.join(dir, 'forms.db') });
  const insights = createInsights(database, Fastify().log, { flushMs: 3_600_000 });
  const request = {
    ip: '203.0.113.7',
    host: 'www.agency.example',
    headers: { 'user-agent': BROWSER, referer: 'https://forum.example/t/1', 'accept-encoding': 'br' },
  } as unknown as FastifyRequest;
  try {
    const cpu = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    let start = cpu();
    for (let i = 0; i < views; i += 1)
      insights.pageView(request, `/Vacancies/vacancy-${i % 30}?utm_source=fair-qr`);
    const hookUs = ((cpu() - start) * 1000) / views;
    start = cpu();
    await insights.buffer.flush();
    const batchUs = ((cpu() - start) * 1000) / views;
    console.log(
      `\n1b. CPU per counted page view (${views} views): the page's hook ${hookUs.toFixed(2)} µs, the batch ${batchUs.toFixed(1)} µs (parse, HMAC, INSERT)`,
    );
    return hookUs + batchUs;
  } finally {
    await insights.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function report(label: string, url: string | null) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-report-bench-'));
  const database = await openDatabase({ url, file: path.join(dir, 'forms.db') });
  try {
    const now = Date.now();
    const today = dayOf(now);
    const started = Date.now();
    for (let daysAgo = 89; daysAgo >= 0; daysAgo -= 1)
      await seedDay(database.db, addDays(today, -daysAgo), now - daysAgo * DAY_MS);
    console.log(
      `\n2. ${label}: seeded 90 days × ${viewsPerDay} page views in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const rolled = Date.now();
    await insightsCleanUp(database)(now);
    console.log(`   the clean-up rolled 89 days up in ${((Date.now() - rolled) / 1000).toFixed(1)} s`);
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const t = performance.now();
      await insightsReport(database.db, addDays(today, -89), today);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `   the Insights report over 90 days: median ${times[2]!.toFixed(0)} ms, slowest ${times[4]!.toFixed(0)} ms (budget 500 ms)`,
    );
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One day of page views (12,000 visitors, 40 pages, 30 vacancies, a few sources) and their applications. */
async function seedDay(db: Parameters<typeof insightsReport>[0], day: string, at: number) {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const n = sql.lit(viewsPerDay);
  const numbers = pg
    ? sql`SELECT generate_series(1, ${n}) AS i, floor(random() * 1000000)::int AS r`
    : sql`WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${n}) SELECT i, abs(random()) % 1000000 AS r FROM c`;
  const mod = (m: number) => sql.raw(`(r % ${m})`);
  await sql`
    INSERT INTO insights_events (at, day, visitor, kind, path, vacancy, lang, referrer, source, medium, campaign)
    SELECT ${at}, ${day}, 'v' || ${mod(12000)},
      CASE WHEN i % 50 = 0 THEN 'started' WHEN i % 120 = 0 THEN 'sent' ELSE 'view' END,
      CASE WHEN ${mod(3)} = 0 THEN '/Vacancies/vacancy-' || ${mod(30)} ELSE '/page-' || ${mod(40)} END,
      CASE WHEN ${mod(3)} = 0 THEN 'vacancy-' || ${mod(30)} ELSE NULL END,
      CASE WHEN ${mod(5)} = 0 THEN 'zh-Hant' ELSE 'en' END,
      CASE WHEN ${mod(7)} = 0 THEN 'forum.example' ELSE NULL END,
      CASE WHEN ${mod(4)} = 0 THEN 'source-' || ${mod(8)} ELSE NULL END,
      CASE WHEN ${mod(8)} = 0 THEN 'email' ELSE NULL END,
      CASE WHEN ${mod(16)} = 0 THEN 'campaign-' || ${mod(5)} ELSE NULL END
    FROM (${numbers}) AS numbers`.execute(db);
}

console.log(`node ${process.version}, ${os.cpus().length} CPU(s), load ${os.loadavg()[0]!.toFixed(1)}`);
if (only === undefined || only === 'pages') {
  const offRate = await abTest();
  const perView = await cpuPerView();
  console.log(
    `    at the measured ${Math.round(offRate)} req/s that is ${((perView * offRate) / 1e4).toFixed(2)} % of one core`,
  );
}
if (only !== 'pages' && only !== 'postgres') await report('SQLite', null);
if (process.env.BENCH_DATABASE_URL) await report('Postgres', process.env.BENCH_DATABASE_URL);
else if (only === 'postgres') {
  // A throwaway cluster, as the API's postgres tests start (Debian's postgresql).
  const cluster = await startPostgresCluster();
  try {
    await report('Postgres', cluster.url);
  } finally {
    await cluster.stop();
  }
} else console.log('\n(Postgres: BENCH_ONLY=postgres, or BENCH_DATABASE_URL to a database it may fill.)');
