// CV upload benchmark (not a test): `pnpm --filter @agency/api run bench:uploads`.
// 50 concurrent 4 MB CV uploads to the real server (a child process, its real start-up path), once with CVs on
// local disk and once in S3-compatible storage (s3rver in this process, on 127.0.0.1), sampling the server's RSS
// every 20 ms. Budget (issue 25): peak RSS per node <= 200 MB on both. BENCH_UPLOAD_ROUNDS repeats the burst.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3TestServer } from '../src/uploads/test-support/s3-test-server.ts';
import { startChildServer } from '../src/test-support/child-server.ts';
import { pdfBytes } from '../src/test-support/sample-files.ts';

const CONCURRENT = 50;
const rounds = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 1);

function rssOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * `count` requests at once (each made by `send`, answering its HTTP status) to a fresh server, `rounds` times; the
 * server's RSS before, its peak (VmHWM) and the time taken. Shared with bench/drafts.ts.
 */
export async function measureBurst(
  env: Record<string, string>,
  count: number,
  send: (origin: string) => Promise<number>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-bench-'));
  const server = await startChildServer({
    // As `pnpm start` runs it (production React in the page renderer).
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000000',
    FORM_MIN_FILL_MS: '0',
    LOG_LEVEL: 'info',
    ...env,
  });
  const pid = server.child.pid!;
  try {
    // Let start-up settle: the site's pages are rendered ahead of visitors just after listening (seconds on a
    // loaded machine), then a little more.
    const siteBuilt = env.WEB_SSR_DIR === undefined;
    const waitUntil = performance.now() + 60_000;
    while (siteBuilt && !/rendered ahead of visitors/.test(server.logs()) && performance.now() < waitUntil)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_MS ?? 2000)));
    const before = rssOf(pid);
    const results = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      const statuses = await Promise.all(Array.from({ length: count }, () => send(server.origin)));
      results.push({
        ok: statuses.filter((s) => s === 200).length,
        seconds: (performance.now() - started) / 1000,
      });
    }
    return { rounds: results, rssBeforeMb: before.rssMb, peakRssMb: rssOf(pid).peakMb };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** 50 uploads at once to a fresh server. */
export async function measureUploads(env: Record<string, string>) {
  const cv = pdfBytes(4 * 1024 * 1024);
  return measureBurst(env, CONCURRENT, async (origin) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${origin}/api/forms/cv`, {
      method: 'POST',
      headers: { origin },
      body: form,
    });
    await response.arrayBuffer();
    return response.status;
  });
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

if (import.meta.main) {
  const s3 = await startS3TestServer();
  try {
    console.log(
      `node ${process.version}, ${os.cpus().length} CPU(s), load average ${os
        .loadavg()
        .map((l) => fmt(l, 1))
        .join(' ')}`,
    );
    console.log(`\n| Storage | accepted | seconds | RSS before MB | peak RSS MB |`);
    console.log('| --- | ---: | ---: | ---: | ---: |');
    // The third row shows what the site's server-side rendering adds to a node (its bundle and the pages it
    // renders ahead of visitors): the server without a web build.
    const noSite = {
      WEB_SSR_DIR: path.join(os.tmpdir(), 'no-site'),
      WEB_DIST_DIR: path.join(os.tmpdir(), 'no-site'),
    };
    for (const [name, env] of [
      ['disk (DATA_DIR/uploads)', {}],
      ['S3 (s3rver on 127.0.0.1)', s3.env('bench')],
      ['disk, server without the web build', noSite],
    ] as const) {
      const r = await measureUploads(env);
      console.log(
        `| ${name} | ${r.rounds.map((x) => `${x.ok}/${CONCURRENT}`).join(', ')} | ${r.rounds.map((x) => fmt(x.seconds, 2)).join(', ')} | ${fmt(r.rssBeforeMb)} | ${fmt(r.peakRssMb)} |`,
      );
    }
  } finally {
    await s3.close();
  }
}
