// Publish → public HTML benchmark (not a test): `pnpm --filter @agency/api run bench:publish` (needs a web build).
//  1. Embedded default: 20 publishes (a vacancy's title edited in the dataset file, then a signed webhook); for each,
//     the time until the list and the vacancy page show the edit in both languages, and the sitemap still lists it.
//  2. Remote mode: the same through a second server configured with a Sanity project whose API host is the first.
//  3. Publish under load (issue 26's budget: p95 ≤ 1 s): the embedded measure again while autocannon keeps 50
//     connections loading public pages (list, home, a guide, Reviews; both languages; Brotli) from this process.
//  4. A cached page under load: GET /Vacancies (Brotli) at 50 connections for BENCH_SECONDS (default 10).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { encodeSignatureHeader } from '@sanity/webhook';
import { todayInHongKong } from '@agency/content';
import { readSeedDataset, rebaseSeedDates } from '@agency/seed';
import { startChildServer, type ChildServer } from '../src/test-support/child-server.ts';

const PUBLISHES = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const secret = 'bench-webhook-secret';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-bench-'));
const datasetFile = path.join(workDir, 'dataset.ndjson');
const documents = rebaseSeedDates(readSeedDataset(), todayInHongKong());
const vacancy = documents.find((doc) => doc._type === 'vacancy')!;
const slug = (vacancy.slug as { current: string }).current;

function publish(title: string) {
  const edited = documents.map((doc) =>
    doc._id === vacancy._id ? { ...doc, title: { ...(doc.title as object), en: title, zhHant: title } } : doc,
  );
  fs.writeFileSync(datasetFile, `${edited.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
}

async function webhook(origin: string) {
  const body = JSON.stringify({ _id: vacancy._id, _type: 'vacancy' });
  const response = await fetch(`${origin}/api/content/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), secret),
    },
    body,
  });
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
}

/** Polls until every page shows `text`; resolves with the milliseconds since `started`. */
async function visibleEverywhere(origin: string, text: string, started: number): Promise<number> {
  const pages = ['/Vacancies', '/zh-hant/Vacancies', `/Vacancies/${slug}`, `/zh-hant/Vacancies/${slug}`];
  const pending = new Set(pages);
  while (pending.size > 0) {
    for (const page of [...pending]) {
      if ((await (await fetch(`${origin}${page}`)).text()).includes(text)) pending.delete(page);
    }
    if (performance.now() - started > 30_000)
      throw new Error(`not visible after 30 s: ${[...pending].join(', ')}`);
  }
  if (!(await (await fetch(`${origin}/sitemap.xml`)).text()).includes(`/zh-hant/Vacancies/${slug}`))
    throw new Error('the sitemap lost the vacancy');
  return performance.now() - started;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

async function measure(label: string, site: string, webhooks: string[]) {
  // Every page rendered once, as after a visit (the cache then holds them).
  await visibleEverywhere(site, '', performance.now());
  const times: number[] = [];
  for (let i = 1; i <= PUBLISHES; i += 1) {
    const title = `${label} publish ${i} ${Date.now()}`;
    publish(title);
    const started = performance.now();
    for (const origin of webhooks) await webhook(origin);
    times.push(await visibleEverywhere(site, title, started));
  }
  console.log(
    `${label}: publish → HTML (4 pages, 2 languages) over ${PUBLISHES} publishes: ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, ` +
      `max ${Math.max(...times).toFixed(0)} ms`,
  );
}

/** The embedded measure while 50 connections load public pages; prints the load's own figures after it. */
async function measureUnderLoad(site: string) {
  const paths = [
    '/Vacancies',
    '/zh-hant/Vacancies',
    '/',
    '/zh-hant',
    '/DestinationGuides/Macau',
    '/zh-hant/Reviews',
  ];
  let finish: (result: Result) => void = () => {};
  const finished = new Promise<Result>((resolve) => (finish = resolve));
  const load = autocannon(
    {
      url: site,
      headers: { 'accept-encoding': 'br' },
      connections: 50,
      duration: 600,
      requests: paths.map((path) => ({ method: 'GET', path })),
    },
    (_error, result) => finish(result),
  );
  // Let the load reach its steady state first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await measure('embedded, while 50 connections load public pages', site, [site]);
  load.stop();
  const result = await finished;
  console.log(
    `  the load meanwhile: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
}

async function stop(server: ChildServer) {
  server.child.kill('SIGTERM');
  await server.exited;
}

publish((vacancy.title as { en: string }).en);
const content = await startChildServer({
  // As `pnpm start` runs it: React's production build renders the pages.
  NODE_ENV: 'production',
  DATA_DIR: path.join(workDir, 'data-1'),
  CONTENT_DATASET_FILE: datasetFile,
  SANITY_WEBHOOK_SECRET: secret,
});
const remote = await startChildServer({
  NODE_ENV: 'production',
  DATA_DIR: path.join(workDir, 'data-2'),
  SANITY_PROJECT_ID: 'bench',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: content.origin,
  SANITY_WEBHOOK_SECRET: secret,
});
try {
  await measure('embedded', content.origin, [content.origin]);
  await measure('remote', remote.origin, [content.origin, remote.origin]);
  await measureUnderLoad(content.origin);
  const load = async (label: string, url: string) => {
    const result = await autocannon({
      url,
      headers: { 'accept-encoding': 'br' },
      connections: 50,
      duration: seconds,
    });
    console.log(
      `${label}, 50 connections, ${seconds} s: ${result.requests.average.toFixed(0)} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
    );
  };
  await load('cached page GET /Vacancies (Brotli)', `${content.origin}/Vacancies`);
  // The same load on a bare Fastify GET (10 KB body, same logging): what this machine gives at that moment.
  const bare = await startChildServer(
    { DATA_DIR: path.join(workDir, 'data-3') },
    path.resolve(import.meta.dirname, 'bare-server.ts'),
  );
  await load('baseline: bare Fastify GET, 10 KB', `${bare.origin}/bare`);
  await stop(bare);
} finally {
  await stop(remote);
  await stop(content);
  fs.rmSync(workDir, { recursive: true, force: true });
}
