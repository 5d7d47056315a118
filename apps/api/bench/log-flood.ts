// Log-flood benchmark (issue 27; not a test): `pnpm --filter @agency/api run bench:log-flood`.
// One client floods the real server (a child process, its real start-up path and logging at info) with GETs of
// ~15 KB unique URLs from 32 connections for BENCH_SECONDS (default 15), as the attack in issue 27 did (its log
// grew by 727 MB, memory from 650 MB to 1,260 MB). Prints how much the log grew, the answers, and the server's
// RSS before and at its peak. Budget: the log grows by a few MB at most, RSS stays within 400 MB.
// BENCH_FLOOD_PREFIXES (comma-separated) sets the paths flooded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startChildServer } from '../src/test-support/child-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 32;
const URL_LENGTH = 15_000; // under Node's 16 KB header limit, as the attack's longest logged URLs
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-flood-bench-'));

function rssOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function flood(prefix: string) {
  // The production default GET limit (the child-server helper raises it for other benchmarks).
  const server = await startChildServer({
    DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'run-')),
    GET_RATE_LIMIT_MAX: '1200',
    LOG_LEVEL: 'info',
    // The server runs with `pnpm start`'s Node flags; BENCH_NODE_FLAGS replaces them (child-server.ts).
  });
  const pid = server.child.pid!;
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const logBefore = Buffer.byteLength(server.logs());
    const rssBefore = rssOf(pid).rssMb;
    let n = 0;
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            n += 1;
            const tail = `-${n}?q=${'s'.repeat(40)}`;
            const fill = 'x'.repeat(URL_LENGTH - prefix.length - tail.length);
            return { ...request, path: `${prefix}${fill}${tail}` };
          },
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const logGrowth = Buffer.byteLength(server.logs()) - logBefore;
    const { rssMb, peakMb } = rssOf(pid);
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    console.log(
      `| \`${prefix}x…\` | ${result.requests.total} | ${statuses} | ${(logGrowth / 1024).toFixed(1)} KB | ` +
        `${rssBefore.toFixed(0)} MB | ${peakMb.toFixed(0)} MB | ${rssMb.toFixed(0)} MB |`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

try {
  console.log(
    `node ${process.version}, ${os.cpus().length} CPU(s), ${seconds}s, ${CONNECTIONS} connections, ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  console.log('\n| URLs | Requests | Answers | log growth | RSS before | RSS peak | RSS after |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
  // A vacancy page with a slug nobody published (renders the site's 404 for each), and a path no page has.
  for (const prefix of (process.env.BENCH_FLOOD_PREFIXES ?? '/Vacancies/,/no-such-page/').split(','))
    await flood(prefix);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
