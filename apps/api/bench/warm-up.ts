// Cold warm-up benchmark (not a test): `pnpm --filter @agency/api run bench:warm-up` (needs a web build).
// Starts the server BENCH_RUNS times (default 5) on the seed, as `pnpm start` does, and reports how long the
// warm-up took: from "Server listening" to "site pages rendered ahead of visitors" in the server's own log (every
// page in both languages, the 404 pages and the sitemap, rendered from the embedded content endpoint), and the
// server's CPU time over it where its log says it: the whole process's and its main thread's (the renders run on
// it; the rest is V8's compiler and GC threads). On a busy machine those vary less than the wall time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from '../src/forms/test-support/child-server.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-bench-'));

interface LogLine {
  time: number;
  msg?: string;
}

async function warmUpOnce(run: number): Promise<{ ms: number; summary: string }> {
  const server = await startChildServer({
    NODE_ENV: 'production',
    DATA_DIR: path.join(workDir, `data-${run}`),
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const lines = server
        .logs()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
      const listening = lines.find((line) => line.msg?.startsWith('Server listening'));
      const warmed = lines.find((line) => line.msg?.startsWith('site pages rendered ahead of visitors'));
      const failed = lines.find((line) => line.msg?.startsWith('rendering pages ahead of visitors failed'));
      if (failed) throw new Error(`the warm-up failed: ${failed.msg}`);
      if (listening && warmed) return { ms: warmed.time - listening.time, summary: warmed.msg ?? '' };
      if (Date.now() > deadline) throw new Error('no warm-up within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms`;
};

try {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const mainThreadTimes: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const { ms, summary } = await warmUpOnce(run);
    times.push(ms);
    const cpu = /\(CPU (\d+) ms(?:, main thread (\d+) ms)?\)/.exec(summary);
    if (cpu?.[1]) cpuTimes.push(Number(cpu[1]));
    if (cpu?.[2]) mainThreadTimes.push(Number(cpu[2]));
    console.log(`run ${run}: ${ms} ms (${summary})`);
  }
  console.log(`cold warm-up over ${runs} starts: ${spread(times)}`);
  if (cpuTimes.length === runs) console.log(`server CPU time over the warm-up: ${spread(cpuTimes)}`);
  if (mainThreadTimes.length === runs) console.log(`main thread CPU time: ${spread(mainThreadTimes)}`);
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
