// Hardening benchmark (issue 11; not a test): `pnpm --filter @agency/api run bench:hardening`.
//  1. a page and the site's own content query, alone and while an attacker sends the GROQ that used to freeze
//     the server (nested counts, a 4-level projection, 1,600 filters);
//  2. the image cache under a flood of unique sizes and variants: files and bytes written against the bound;
//  3. SIGKILL during mail sending: duplicate mails per crash.
// Needs the built site (`pnpm --filter @agency/web build`) for the page. BENCH_SECONDS sets each load phase (default 8).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { siteSettingsQuery } from '@agency/content';
import { seedContent } from '../src/content/test-support/seed.ts';
import { startChildServer, type ChildServer } from '../src/test-support/child-server.ts';
import { sendThroughCrashes } from '../src/test-support/mail-crashes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-bench-'));
const ATTACKS = [
  'count(*[count(*[count(*[count(*[count(*) > 0]) > 0]) > 0]) > 0])',
  '*{"a": *{"b": *{"c": *{"d": *}}}}',
  `*${'[true]'.repeat(1600)}`,
];

async function stop(server: ChildServer): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

const queryPath = (query: string) =>
  `/v2025-02-19/data/query/production?${new URLSearchParams({ query, perspective: 'published' })}`;

async function latency(origin: string, url: string) {
  const result = await autocannon({ url: `${origin}${url}`, connections: 10, duration: seconds });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The attacker: 10 connections sending the hostile queries round-robin for the whole phase. */
function attack(origin: string) {
  let i = 0;
  return autocannon({
    url: origin,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: queryPath(ATTACKS[i++ % ATTACKS.length]!) }),
      },
    ],
  });
}

async function queryEndpoint() {
  const server = await startChildServer({ DATA_DIR: path.join(scratch, 'query') });
  // The same visitors' load in both phases (page and query at once); the second adds the attacker.
  const [alonePage, aloneQuery] = await Promise.all([
    latency(server.origin, '/'),
    latency(server.origin, queryPath(siteSettingsQuery)),
  ]);
  const alone = { page: alonePage, query: aloneQuery };
  const attacker = attack(server.origin);
  const [page, query] = await Promise.all([
    latency(server.origin, '/'),
    latency(server.origin, queryPath(siteSettingsQuery)),
  ]);
  const hostile = await attacker;
  await stop(server);
  return { alone, underAttack: { page, query }, hostile };
}

async function imageCache() {
  const cacheDir = path.join(scratch, 'image-cache');
  const boundMb = 20;
  const server = await startChildServer({
    DATA_DIR: path.join(scratch, 'images'),
    IMAGE_CACHE_DIR: cacheDir,
    IMAGE_CACHE_MAX_MB: String(boundMb),
    // Each request below claims another client, as a botnet would, so the per-client limit does not hide the bound.
    TRUST_PROXY: '127.0.0.1',
  });
  const asset = seedContent().documents.find(
    (doc) => doc._type === 'sanity.imageAsset' && doc.originalFilename === 'hero-home.jpg',
  )!;
  const file = `${String(asset._id)
    .replace(/^image-/, '')
    .replace(/-(\w+)$/, '.$1')}`;
  const bytesIn = () =>
    fs.readdirSync(cacheDir).reduce((sum, name) => sum + fs.statSync(path.join(cacheDir, name)).size, 0);
  const get = (search: string, client: number) =>
    fetch(`${server.origin}/content/images/embedded/production/${file}?${search}`, {
      headers: { 'x-forwarded-for': `10.0.${client >> 8}.${client & 255}` },
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  // The attack: 20 unique widths from one client.
  for (let w = 0; w < 20; w += 1) await get(`w=${1000 + w * 37}&fm=png`, 1);
  const widthFlood = { files: fs.readdirSync(cacheDir).length, mb: bytesIn() / 1024 / 1024 };
  // Then 120 unique full-size PNG variants (quality and background vary), 120 "clients": only the bound stops it.
  let peak = 0;
  for (let n = 0; n < 120; n += 1) {
    await get(`w=1920&fm=png&q=${(n % 100) + 1}&bg=${n.toString(16).padStart(6, '0')}`, n + 2);
    peak = Math.max(peak, bytesIn());
  }
  const result = {
    boundMb,
    widthFlood,
    variants: 120,
    peakMb: peak / 1024 / 1024,
    files: fs.readdirSync(cacheDir).length,
  };
  // One client alone is stopped by the transform rate limit.
  const statuses: number[] = [];
  for (let n = 0; n < 80; n += 1) statuses.push(await get(`w=320&q=${(n % 100) + 1}`, 9999));
  await stop(server);
  return {
    ...result,
    oneClient: {
      ok: statuses.filter((s) => s === 200).length,
      limited: statuses.filter((s) => s === 429).length,
    },
  };
}

try {
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${seconds}s per load phase`);
  const q = await queryEndpoint();
  console.log(
    '\n| 10 connections, each phase | page `/` p50 / p99 ms | site query p50 / p99 ms | req/s page / query |',
  );
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, r] of [
    ['alone', q.alone],
    ['while attacked', q.underAttack],
  ] as const) {
    console.log(
      `| ${name} | ${r.page.p50} / ${r.page.p99} | ${r.query.p50} / ${r.query.p99} | ${r.page.reqPerSec} / ${r.query.reqPerSec} |`,
    );
  }
  console.log(
    `Attacker (10 connections, the three hostile queries): ${Math.round(q.hostile.requests.average)} req/s, ` +
      `p50 ${q.hostile.latency.p50} ms, p99 ${q.hostile.latency.p99} ms; 2xx ${q.hostile['2xx']}, 4xx ${q.hostile['4xx']}, 5xx ${q.hostile['5xx']}.`,
  );
  const images = await imageCache();
  console.log(
    `\nImage cache (bound ${images.boundMb} MB): 20 unique widths from one client wrote ${images.widthFlood.files} files, ` +
      `${images.widthFlood.mb.toFixed(1)} MB; ${images.variants} unique full-size PNG variants from as many clients: ` +
      `peak ${images.peakMb.toFixed(1)} MB, ${images.files} files kept. One client asking 80 new variants: ` +
      `${images.oneClient.ok} made, ${images.oneClient.limited} answered 429.`,
  );
  const crashes = await sendThroughCrashes(path.join(scratch, 'mail'), 100, 10);
  console.log(
    `\nMail through ${crashes.crashes} SIGKILLs while sending ${crashes.mails} mails: ${crashes.duplicates} duplicates ` +
      `(${(crashes.duplicates / crashes.crashes).toFixed(1)} per crash), no mail sent more than ${crashes.worstRepeat} times.`,
  );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
