// A backup that was changed, a wrong key and a target that holds data: each fails with a message that says what
// is wrong, and nothing is restored anywhere. And `backup verify` restores into a temporary place only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { eraseAnAddress as eraseAddress } from '../erasure-and-retention.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { runBackupCommand } from './backup-cli.ts';
import { newBackupKey, type BackupKey } from './backup-key.ts';
import { apply, type Acknowledged } from './test-support/drill-data.ts';

let server: TestServer;
let key: BackupKey;
let destination: string;
let entry: string;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-refusals-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  server = await startTestServer();
  const acknowledged: Acknowledged = new Map();
  await apply(server, 1, acknowledged);
  await apply(server, 2, acknowledged);
  key = await newBackupKey();
  destination = tempDir();
  const backedUp = await command(server.dataDir, key.identity!, ['backup', destination]);
  expect(backedUp.code, backedUp.output).toBe(0);
  entry = fs.readdirSync(destination)[0]!;
}, 60_000);

afterAll(async () => {
  await server.close();
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

async function command(dataDir: string, backupKey: string, args: string[]) {
  const lines: string[] = [];
  const io = {
    out: (line: string) => lines.push(line),
    err: (line: string) => lines.push(line),
    eraseAddress,
  };
  const code = await runBackupCommand(
    loadConfig({ DATA_DIR: dataDir, BACKUP_KEY: backupKey, LOG_LEVEL: 'silent' }),
    args,
    io,
  );
  return { code, output: lines.join('\n') };
}

/** A copy of the backup with one byte of one part changed. */
function tampered(part: string): string {
  const copy = tempDir();
  fs.cpSync(path.join(destination, entry), path.join(copy, entry), { recursive: true });
  const file = path.join(copy, entry, part);
  const bytes = fs.readFileSync(file);
  bytes[bytes.length - 20]! ^= 0x01;
  fs.writeFileSync(file, bytes);
  return path.join(copy, entry);
}

/** What a restore left in an empty DATA_DIR: nothing but the empty folders. */
function leftIn(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

test('a wrong key is refused by name, and nothing is restored', async () => {
  const empty = tempDir();
  const other = await newBackupKey();
  const result = await command(empty, other.identity!, ['restore', path.join(destination, entry)]);
  expect(result.code).toBe(1);
  expect(result.output).toMatch(/BACKUP_KEY does not open this backup/);
  expect(leftIn(empty)).toEqual([]);
});

test('the recipient alone takes backups but cannot restore one', async () => {
  const empty = tempDir();
  const result = await command(empty, key.recipient, ['restore', path.join(destination, entry)]);
  expect(result.code).toBe(1);
  expect(result.output).toMatch(/restoring needs the secret key/);
  expect(leftIn(empty)).toEqual([]);
});

test.each(['cvs-001.age', 'database.age', 'content.age'])(
  'a changed byte in %s fails its checksum before anything is restored',
  async (part) => {
    const empty = tempDir();
    const result = await command(empty, key.identity!, ['restore', tampered(part)]);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      new RegExp(`${part} does not match its checksum in the manifest.*Nothing was restored`),
    );
    expect(leftIn(empty)).toEqual([]);
  },
);

test('a changed manifest is refused as changed', async () => {
  const empty = tempDir();
  const result = await command(empty, key.identity!, ['restore', tampered('manifest.age')]);
  expect(result.code).toBe(1);
  expect(result.output).toMatch(/the manifest of backup-\d+T\d+Z is damaged or was changed/);
  expect(leftIn(empty)).toEqual([]);
});

test('a restore over data is refused unless told to replace it', async () => {
  const before = await server.snapshot();
  const result = await command(server.dataDir, key.identity!, ['restore', path.join(destination, entry)]);
  expect(result.code).toBe(1);
  expect(result.output).toMatch(
    /Not restoring over data: the database .* and the CV storage .* are not empty.*--replace/,
  );
  expect(await server.snapshot()).toEqual(before);
});

test('verify restores into a temporary place and compares counts and files', async () => {
  const before = await server.snapshot();
  const result = await command(server.dataDir, key.identity!, [
    'backup',
    'verify',
    path.join(destination, entry),
  ]);
  expect(result.code, result.output).toBe(0);
  expect(result.output).toMatch(/verified: \d+ rows, 2 CV files, \d+ content files/);
  expect(result.output).toContain("every table's row count and every file matches the backup");
  expect(await server.snapshot()).toEqual(before);
});
