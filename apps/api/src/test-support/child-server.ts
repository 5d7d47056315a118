// Runs apps/api/src/server.js as a child process (the real start-up path), for the crash test and the benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface ChildServer {
  child: ChildProcess;
  origin: string;
  exited: Promise<NodeJS.Signals | number | null>;
  /** Everything the server logged on stdout so far (pino's JSON lines). */
  logs(): string;
}

const serverEntry = path.resolve(import.meta.dirname, '../server.js');

/**
 * The Node flags `pnpm start` gives the server (apps/api/package.json, e.g. its young-generation size), so that
 * tests and benchmarks run the node that is deployed. BENCH_NODE_FLAGS replaces them for an A/B run ('' = none).
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.BENCH_NODE_FLAGS !== undefined) return env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  const packageJson = path.resolve(import.meta.dirname, '../../package.json');
  const { scripts } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> };
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) src\/server\.js\b/.exec(scripts.start ?? '');
  if (!flags) throw new Error(`apps/api's start script does not run node … src/server.js: ${scripts.start}`);
  return flags[1]!.split(' ').filter(Boolean);
}

export async function startChildServer(
  env: Record<string, string>,
  entry = serverEntry,
): Promise<ChildServer> {
  const child = spawn(process.execPath, [...serverNodeFlags(), entry], {
    env: {
      ...process.env,
      // As `pnpm start` runs it: React's production build renders the pages.
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // Benchmarks load the server from one address; the GET flood benchmark sets its own limit.
      GET_RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  // The "Server listening at" line is logged at info level: LOG_LEVEL must not be above info.
  let stderr = '';
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const origin = await new Promise<string>((resolve, reject) => {
    // Benchmarks on a loaded machine may wait longer (CHILD_START_TIMEOUT_MS).
    const startMs = Number(process.env.CHILD_START_TIMEOUT_MS ?? 15_000);
    // A server that is still starting is stopped, not left running after the caller gave up on it; one that
    // reported listening in time is left alone.
    const giveUp = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not report listening within ${startMs / 1000} s: ${stderr}`));
    }, startMs);
    giveUp.unref();
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffered);
      if (match?.[1]) {
        clearTimeout(giveUp);
        child.stdout?.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((how) =>
      reject(new Error(`server exited (${String(how)}) before listening: ${stderr}`)),
    );
  });
  return { child, origin, exited, logs: () => stdout };
}
