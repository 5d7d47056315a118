// CVs in S3-compatible storage (s3rver, the suite's local S3 server), and backups kept in S3 too: the CVs are in
// the backup and come back, byte for byte, into another prefix.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { openCvStorage } from '../uploads/cv-storage.ts';
import { startS3TestServer, type S3TestServer } from '../uploads/test-support/s3-test-server.ts';
import { eraseAnAddress as eraseAddress } from '../erasure-and-retention.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { runBackupCommand } from './backup-cli.ts';
import { newBackupKey } from './backup-key.ts';
import { apply, sha256, type Acknowledged } from './test-support/drill-data.ts';

let s3: S3TestServer;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

test('CVs in S3 go into a backup in S3 and come back into an empty prefix', async () => {
  const key = (await newBackupKey()).identity!;
  const lines: string[] = [];
  const io = {
    out: (line: string) => lines.push(line),
    err: (line: string) => lines.push(line),
    eraseAddress,
  };
  const server = await startTestServer({}, {}, s3);
  const acknowledged: Acknowledged = new Map();
  for (let n = 0; n < 3; n += 1) await apply(server, n, acknowledged);
  const sourceEnv = {
    DATA_DIR: server.dataDir,
    ...s3.env(path.basename(server.dataDir)),
    BACKUP_KEY: key,
    LOG_LEVEL: 'silent',
  };
  const backedUp = await runBackupCommand(loadConfig(sourceEnv), ['backup', `s3://${s3.bucket}/backups`], io);
  expect(backedUp, lines.join('\n')).toBe(0);
  const entry = /backups\/(backup-\d{8}T\d{6}Z):/.exec(lines.join('\n'))?.[1];
  expect(s3.keys(`backups/${entry}`)).toEqual(['content.age', 'cvs-001.age', 'database.age', 'manifest.age']);
  const original = await server.snapshot();
  await server.close();

  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-s3-'));
  dirs.push(restoredDir);
  const targetEnv = { ...s3.env('restored'), DATA_DIR: restoredDir, BACKUP_KEY: key, LOG_LEVEL: 'silent' };
  const restored = await runBackupCommand(
    loadConfig(targetEnv),
    ['restore', `s3://${s3.bucket}/backups/${entry}`],
    io,
  );
  expect(restored, lines.join('\n')).toBe(0);
  expect(s3.keys('restored')).toEqual(original.files);
  const cvs = await openCvStorage(loadConfig(targetEnv).cvStorage);
  try {
    const sent = new Set([...acknowledged.values()].map((bytes) => sha256(bytes!)));
    for (const id of s3.keys('restored')) {
      expect(sent.has(sha256(Buffer.concat(await (await cvs.open(id)).toArray())))).toBe(true);
    }
  } finally {
    cvs.close();
  }
}, 120_000);
