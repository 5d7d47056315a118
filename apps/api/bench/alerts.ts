// Job alert digest benchmark (not a test): `pnpm --filter @agency/api run bench:alerts`.
// Budget (issue 29): a digest run for 20,000 confirmed alerts and 10 new vacancies finishes within 60 s, the
// server's peak RSS stays within 250 MB, and public pages keep p99 <= 100 ms at 50 connections while it runs.
//
// The database is prepared in this process (the real migrations, then 20,000 confirmed daily alerts whose last
// digest was before the latest 08:00 Hong Kong run, and 10 vacancies first seen open between the two). The real
// server then starts as a child process with a dataset holding those 10 vacancies; its scheduler finds the due run
// 5 s after start and queues the digests through the outbox (mail goes to the data folder's mail files, as in the
// embedded default). Meanwhile autocannon loads `GET /Vacancies`, from when the server's pages are rendered. BENCH_ALERTS changes the number of alerts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { todayInHongKong } from '@agency/content';
import { readSeedDataset, rebaseSeedDates } from '@agency/seed';
import { confirmedAlertRow } from '../src/alerts/test-support/alert-rows.ts';
import { latestSlot } from '../src/alerts/alert-schedule.ts';
import { dataLayout } from '../src/database/data-layout.ts';
import { openDatabase } from '../src/database/database.ts';
import { startChildServer } from '../src/test-support/child-server.ts';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 20_000);
const NEW_VACANCIES = 10;
const HOUR_MS = 60 * 60 * 1000;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alerts-bench-'));
const dataDir = path.join(workDir, 'data');
fs.mkdirSync(dataDir);

// The seed, with 10 more open vacancies copied from its first open one (new ids and slugs).
const documents = rebaseSeedDates(readSeedDataset(), todayInHongKong());
const model = documents.find((doc) => doc._type === 'vacancy' && !(doc as { filled?: boolean }).filled)!;
const added = Array.from({ length: NEW_VACANCIES }, (_, index) => ({
  ...model,
  _id: `bench-vacancy-${index + 1}`,
  slug: { _type: 'slug', current: `bench-vacancy-${index + 1}` },
}));
const datasetFile = path.join(workDir, 'dataset.ndjson');
fs.writeFileSync(datasetFile, [...documents, ...added].map((doc) => JSON.stringify(doc)).join('\n') + '\n');

// The alerts: a third any region, a third Hong Kong, a third Macau; all daily, last digest a day before the run.
const slot = latestSlot('daily', Date.now());
const database = await openDatabase({ url: null, file: dataLayout(dataDir).database });
const created = slot.at - 30 * 24 * HOUR_MS;
const regions = [null, '["hong-kong"]', '["macau"]'];
for (let first = 0; first < ALERTS; first += 1000) {
  const rows = Array.from({ length: Math.min(1000, ALERTS - first) }, (_, offset) => {
    const n = first + offset;
    return confirmedAlertRow(n, created, {
      lang: n % 4 === 0 ? 'zh-Hant' : 'en',
      regions: regions[n % 3]!,
      digest_cursor: slot.at - 24 * HOUR_MS,
    });
  });
  await database.db.insertInto('alerts').values(rows).execute();
}
await database.db
  .insertInto('vacancy_announcements')
  .values(added.map((vacancy) => ({ vacancy_id: vacancy._id, first_open_at: slot.at - HOUR_MS })))
  .execute();
await database.close();

function rssOf(pid: number): { rssMb: number; peakMb: number; anonMb: number; fileMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    rssMb: kb('VmRSS') / 1024,
    peakMb: kb('VmHWM') / 1024,
    anonMb: kb('RssAnon') / 1024,
    fileMb: (kb('RssFile') + kb('RssShmem')) / 1024,
  };
}

interface LogLine {
  msg?: string;
  ms?: number;
  alerts?: number;
  digests?: number;
}

const server = await startChildServer({
  // As `pnpm start` runs it (React's production build renders the pages).
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  CONTENT_DATASET_FILE: datasetFile,
  MAIL_FROM: 'bench@example.test',
});
const pid = server.child.pid!;
const started = Date.now();
try {
  // Visitors are measured once the server has rendered its pages ahead of them (its start-up is another bench:
  // bench:warm-up); the scheduler's first look for a due run is 5 s after start.
  while (!/site pages rendered ahead/.test(server.logs()) && Date.now() - started < 60_000)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const warmedAfterMs = Date.now() - started;
  const afterStart = rssOf(pid);
  // RSS over time: up to the run's log line (the run itself) and after it (the outbox sending the digests).
  const samples: { at: number; mb: number; anonMb: number; fileMb: number }[] = [];
  const sampler = setInterval(() => {
    const rss = rssOf(pid);
    samples.push({ at: Date.now(), mb: rss.rssMb, anonMb: rss.anonMb, fileMb: rss.fileMb });
  }, 50);
  const load = autocannon({
    url: `${server.origin}/Vacancies`,
    headers: { 'accept-encoding': 'br' },
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    duration: Number(process.env.BENCH_SECONDS ?? 40),
  });
  const runLine = async (): Promise<LogLine> => {
    for (;;) {
      const line = server
        .logs()
        .split('\n')
        .flatMap((text) => {
          try {
            return [JSON.parse(text) as LogLine];
          } catch {
            return [];
          }
        })
        .find((entry) => entry.msg === 'job alert digests queued' && (entry.alerts ?? 0) > 0);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const run = await runLine();
  const runEnded = Date.now();
  const result = await load;
  clearInterval(sampler);
  const mailsWritten = fs
    .readdirSync(dataLayout(dataDir).mailDir)
    .filter((name) => name.endsWith('.eml')).length;
  const peak = rssOf(pid).peakMb;
  const maxMb = (list: typeof samples) => Math.max(0, ...list.map((sample) => sample.mb));
  const duringRun = maxMb(samples.filter((sample) => sample.at <= runEnded));
  const afterRun = maxMb(samples.filter((sample) => sample.at > runEnded));
  const highest = samples.reduce((top, sample) => (sample.mb > top.mb ? sample : top), samples[0]!);
  console.log(`
job alert digests, ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}
alerts ${ALERTS} (daily), new vacancies ${NEW_VACANCIES}: ${run.digests} digests queued for ${run.alerts} alerts in ${((run.ms ?? 0) / 1000).toFixed(1)} s (budget 60 s)
server RSS after start ${afterStart.rssMb.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (budget 250 MB): up to the end of the run ${duringRun.toFixed(0)} MB, while the outbox sends ${afterRun.toFixed(0)} MB; at the highest sample ${highest.anonMb.toFixed(0)} MB anonymous, ${highest.fileMb.toFixed(0)} MB file-backed (after start ${afterStart.anonMb.toFixed(0)} + ${afterStart.fileMb.toFixed(0)})
GET /Vacancies meanwhile, 50 connections: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (budget 100 ms), errors ${result.errors}, non-2xx ${result.non2xx}
digest mails written by the outbox meanwhile: ${mailsWritten} of ${run.digests}
load started ${(warmedAfterMs / 1000).toFixed(1)} s after the server listened (its pages rendered)${warmedAfterMs > 5000 ? ': the run may have started before the load' : ''}`);
} finally {
  if (process.env.BENCH_SERVER_LOG) fs.writeFileSync(process.env.BENCH_SERVER_LOG, server.logs());
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(workDir, { recursive: true, force: true });
}
