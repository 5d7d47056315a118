// Bad input at start: a DATABASE_URL nobody answers at makes the server say which setting and host, and exit 1.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { freePort } from './test-support/postgres-cluster.ts';

const run = promisify(execFile);
const server = path.resolve(import.meta.dirname, '../server.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('an unreachable DATABASE_URL: a message naming it and the host, exit 1, no password shown', async () => {
  const port = await freePort();
  const failure = await run(process.execPath, [server], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: `postgres://agency:s3cret@127.0.0.1:${port}/agency`,
    },
  }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure?.code).toBe(1);
  expect(failure?.stderr).toContain(
    `DATABASE_URL (127.0.0.1:${port}/agency) cannot be reached: ECONNREFUSED`,
  );
  expect(failure?.stderr).not.toContain('s3cret');
}, 60_000);

test('DATABASE_URL that is not a postgres:// URL is refused as configuration', async () => {
  const failure = await run(process.execPath, [server], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'mysql://x@y/z' },
  }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure?.code).toBe(1);
  expect(failure?.stderr).toContain('DATABASE_URL must be a postgres:// URL');
}, 60_000);
