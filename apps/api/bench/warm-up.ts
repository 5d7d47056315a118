// Cold warm-up benchmark (not a test): `pnpm --filter @agency/api run bench:warm-up` (needs a web build).
// Starts the server on the seed, as `pnpm start` does, and reports how long the warm-up took: from "Server
// listening" to "site pages rendered ahead of visitors" in the server's own log (every page in both languages, the
// 404 pages and the sitemap), and the server's CPU time over it where its log says it: the whole process's and its
// main thread's (the renders run on it; the rest is V8's compiler and GC threads). On a busy machine those vary less
// than the wall time. Also the start-up (process start to "Server listening").
// The server keeps V8's compiled code in Node's compile cache (server.js, decision 049). Each of the BENCH_RUNS pairs
// (default 3) starts the server twice: first with an empty cache (the first start after a build: fully cold), then
// with the cache that start left (a restart of the same build: the pages are cold, the compiled code is not).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from '../src/test-support/child-server.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-bench-'));

interface LogLine {
  time: number;
  msg?: string;
}

interface WarmUp {
  ms: number;
  startUpMs: number;
  summary: string;
}

async function warmUpOnce(run: string, compileCache: string): Promise<WarmUp> {
  const spawned = Date.now();
  const server = await startChildServer({
    NODE_ENV: 'production',
    DATA_DIR: path.join(workDir, `data-${run}`),
    NODE_COMPILE_CACHE: compileCache,
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
      if (listening && warmed) {
        return {
          ms: warmed.time - listening.time,
          startUpMs: listening.time - spawned,
          summary: warmed.msg ?? '',
        };
      }
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

const report = (label: string, results: WarmUp[]) => {
  console.log(`${label}: cold warm-up over ${results.length} starts: ${spread(results.map((r) => r.ms))}`);
  const cpu = results.map((r) => /\(CPU (\d+) ms, main thread (\d+) ms\)/.exec(r.summary));
  if (cpu.every(Boolean)) {
    console.log(`  server CPU time over the warm-up: ${spread(cpu.map((m) => Number(m![1])))}`);
    console.log(`  main thread CPU time: ${spread(cpu.map((m) => Number(m![2])))}`);
  }
  console.log(`  start-up (process start to listening): ${spread(results.map((r) => r.startUpMs))}`);
};

try {
  const empty: WarmUp[] = [];
  const cached: WarmUp[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const compileCache = path.join(workDir, `compile-cache-${run}`);
    for (const [label, results] of [
      ['empty compile cache', empty],
      ['with compile cache', cached],
    ] as const) {
      const result = await warmUpOnce(`${run}-${results === empty ? 'empty' : 'cached'}`, compileCache);
      results.push(result);
      console.log(
        `run ${run}, ${label}: ${result.ms} ms, start-up ${result.startUpMs} ms (${result.summary})`,
      );
    }
  }
  report('empty compile cache (first start after a build)', empty);
  report('with compile cache (a restart)', cached);
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
