// The nightly backup: on two nodes sharing a database exactly one takes it and prunes the destination to what
// BACKUP_KEEP_* keep; a failure is recorded, mailed to the agency and shown to staff, and /readyz stays 200.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../database/test-support/test-database.ts';
import { eventually, startTestServer } from '../test-support/test-server.ts';
import { startStaffServer } from '../test-support/staff-server.ts';
import { newBackupKey } from './backup-key.ts';
import { startBackupSchedule } from './backup-schedule.ts';
import { entryName } from './destination.ts';

const DAY = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-schedule-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const quiet = { info: () => {}, error: () => {} };

test('of two nodes exactly one takes the nightly backup, and old backups beyond the kept ones go', async () => {
  const server = await startTestServer();
  const second = await openTestDatabase(server.layout.database, server.databaseUrl);
  const destination = tempDir();
  const now = Date.now();
  const old = [1, 2, 3].map((days) => entryName(now - days * DAY));
  for (const entry of old) fs.mkdirSync(path.join(destination, entry));
  const config = loadConfig({
    DATA_DIR: server.dataDir,
    ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
    BACKUP_DESTINATION: destination,
    BACKUP_KEY: (await newBackupKey()).identity!,
    BACKUP_KEEP_DAILY: '2',
    BACKUP_KEEP_WEEKLY: '0',
  });
  const nodes = [server.database, second].map((database) =>
    startBackupSchedule({
      config,
      database,
      sqliteFile: server.layout.database,
      cvs: server.cvs,
      log: quiet,
      kick: () => {},
      checkMs: 50,
      firstCheckMs: 0,
    })!,
  );
  try {
    await eventually(async () => (await server.query('SELECT id FROM backup_runs')).length > 0, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500)); // both nodes look again: not due any more
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
    await second.close();
  }
  const runs = await server.query<{ outcome: string; entry: string }>(
    'SELECT outcome, entry FROM backup_runs',
  );
  expect(runs).toEqual([{ outcome: 'taken', entry: expect.stringMatching(/^backup-/) }]);
  expect(fs.readdirSync(destination).sort()).toEqual([old[0], runs[0]!.entry]);
  await server.close();
}, 60_000);

test('a failed nightly backup is recorded, mailed to the agency and shown to staff; /readyz stays ready', async () => {
  const blocked = path.join(tempDir(), 'a-file');
  fs.writeFileSync(blocked, '');
  const server = await startStaffServer({
    BACKUP_DESTINATION: path.join(blocked, 'backups'),
    BACKUP_KEY: (await newBackupKey()).recipient,
    MAIL_TO: 'office@agency.example.com',
  });
  try {
    const cookie = await server.signIn();
    // The first look comes 5 s after start; with no run recorded yet, the backup is due at once.
    const status = await eventually(async () => {
      const body = (await (await server.call('GET', '/backup', { cookie })).json()) as {
        lastBackup: { outcome: string; problem: string } | null;
      };
      return body.lastBackup;
    }, 30_000);
    expect(status).toMatchObject({ outcome: 'failed', problem: expect.stringContaining('ENOTDIR') });
    const mail = await eventually(() => {
      const files = fs.existsSync(server.layout.mailDir) ? fs.readdirSync(server.layout.mailDir) : [];
      const name = files.find((file) => file.startsWith('backup-backup-failed-'));
      return name && fs.readFileSync(path.join(server.layout.mailDir, name), 'utf8');
    });
    expect(mail).toMatch(/^To: office@agency\.example\.com/m);
    expect(mail).toContain('The nightly backup failed');
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
  } finally {
    await server.close();
  }
}, 60_000);
