/** The production API server for benchmarks: started on a free loopback port in its own process group. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API server did not answer ${url} within ${timeoutMs} ms`);
}

/** The API server in its own process group, so stopping it also stops pnpm's child. */
export function startServer(repoDir: string, port: number, dataDir: string): ChildProcess {
  return spawn('pnpm', ['--filter', '@agency/api', 'start'], {
    cwd: repoDir,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // Many cold page loads from one address: the per-client GET limit would end the run early.
      GET_RATE_LIMIT_MAX: '100000000',
    },
  });
}

export function stopServer(server: ChildProcess): void {
  if (server.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Runs a command to completion, its errors shown; rejects on a non-zero exit. */
export function run(
  cwd: string,
  command: string,
  commandArgs: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}
