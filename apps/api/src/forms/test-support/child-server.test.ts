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
