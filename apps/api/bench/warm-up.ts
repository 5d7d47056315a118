// Cold warm-up benchmark (not a test): `pnpm --filter @agency/api run bench:warm-up` (needs a web build).
// Starts the server BENCH_RUNS times (default 5) on the seed, as `pnpm start` does, and reports how long the
// warm-up took: from "Server listening" to "site pages rendered ahead of visitors" in the server's own log (every
// page in both languages, the 404 pages and the sitemap, rendered from the embedded content endpoint).
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

try {
  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const { ms, summary } = await warmUpOnce(run);
    times.push(ms);
    console.log(`run ${run}: ${ms} ms (${summary})`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `cold warm-up over ${runs} starts: median ${sorted[Math.floor(runs / 2)]} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms`,
  );
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
