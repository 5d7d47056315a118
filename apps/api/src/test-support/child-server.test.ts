// A child server that does not report listening in time is stopped, not left running (it was, and loaded the
// machine for the rest of a benchmark session).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { startChildServer } from './child-server.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'child-server-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Live processes (Linux /proc) started with this DATA_DIR. */
function serversOn(dataDir: string): string[] {
  return fs.readdirSync('/proc').filter((pid) => {
    try {
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const state = /\) (\S)/.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
      return environ.includes(`DATA_DIR=${dataDir}`) && state !== 'Z';
    } catch {
      return false; // not a process, gone, or not ours
    }
  });
}

test('a server that does not start in time is killed', async () => {
  const dataDir = path.join(dir, randomUUID());
  vi.stubEnv('CHILD_START_TIMEOUT_MS', '50');
  try {
    await expect(startChildServer({ DATA_DIR: dataDir })).rejects.toThrow('did not report listening');
  } finally {
    vi.unstubAllEnvs();
  }
  await vi.waitFor(() => expect(serversOn(dataDir)).toEqual([]), { timeout: 5_000 });
});

test('a server that started in time keeps running after the start timeout', async () => {
  // It was killed at the timeout all the same: 15 s after its start, in the middle of a benchmark's load.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const server = await startChildServer({ DATA_DIR: path.join(dir, randomUUID()) });
  try {
    vi.advanceTimersByTime(16 * 60_000);
    vi.useRealTimers();
    const answer = await fetch(`${server.origin}/healthz`);
    expect(answer.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
  } finally {
    vi.useRealTimers();
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
