// What the Node flags of `pnpm start` cost (not a test): `pnpm --filter @agency/api run bench:node-flags`.
// Starts the real server (a child process) with the start script's flags and with none, alternately, and sends each
// the same fixed number of durable enquiries and of page GETs (50 connections). Prints req/s and p99 (load-sensitive
// on a shared machine) and the server's own CPU time per request from /proc (user + system, what garbage collection
// costs shows up here even when the machine is busy), with its peak RSS. BENCH_ROUNDS, BENCH_REQUESTS.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { serverNodeFlags, startChildServer } from '../src/test-support/child-server.ts';
import { enquiryFields, urlencoded } from '../src/test-support/wire-bodies.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const amount = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONNECTIONS = 50;
const startFlags = serverNodeFlags({});

/** The process's CPU time so far (user + system) in ms, and its peak RSS in MB. */
function usageOf(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return { cpuMs: ticks * 10, peakMb: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024 };
}

async function measure(flags: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-flags-bench-'));
  const server = await startChildServer({
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000000',
    FORM_MIN_FILL_MS: '0',
    BENCH_NODE_FLAGS: flags.join(' '),
  });
  const pid = server.child.pid!;
  const { origin } = server;
  try {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const phase = async (options: Options) => {
      const before = usageOf(pid);
      const result = await autocannon({ connections: CONNECTIONS, amount, ...options });
      const after = usageOf(pid);
      return {
        reqPerSec: Math.round(result.requests.average),
        p99: result.latency.p99,
        ok: result['2xx'],
        cpuMsPer1000: ((after.cpuMs - before.cpuMs) / result['2xx']) * 1000,
      };
    };
    const enquiries = await phase({
      url: `${origin}/api/forms/enquiry`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
          setupRequest: (request) => ({
            ...request,
            body: urlencoded({ ...enquiryFields(), idempotency_key: randomUUID() }).toString(),
          }),
        },
      ],
    });
    const pages = await phase({ url: `${origin}/Vacancies`, headers: { 'accept-encoding': 'br' } });
    return { enquiries, pages, peakMb: usageOf(pid).peakMb };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(
  `node ${process.version}, ${os.cpus().length} CPU(s), ${amount} requests per phase, load ${load()}`,
);
console.log(
  '\n| Flags | enquiries req/s, p99 ms | server CPU ms / 1000 enquiries | pages req/s, p99 ms | CPU ms / 1000 pages | peak RSS MB |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (let round = 0; round < rounds; round += 1) {
  for (const flags of [startFlags, []]) {
    const r = await measure(flags);
    console.log(
      `| ${flags.join(' ') || '(none)'} | ${r.enquiries.reqPerSec}, ${r.enquiries.p99} | ${r.enquiries.cpuMsPer1000.toFixed(0)} | ${r.pages.reqPerSec}, ${r.pages.p99} | ${r.pages.cpuMsPer1000.toFixed(0)} | ${r.peakMb.toFixed(0)} |`,
    );
  }
}
console.log(`\nload average at the end: ${load()}`);
