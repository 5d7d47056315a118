// The restore drill (issue 47), on SQLite and on Postgres (the vitest project): applications with CVs, a
// candidate's history and job alerts → a backup taken while applications keep arriving → erasures after it, and
// a newer backup that records them → everything wiped → the first backup restored by the admin command → every
// acknowledged submission and its CV back byte for byte, and nothing erased comes back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { createDiskCvStorage } from '../uploads/disk-cv-storage.ts';
import { dataLayout } from '../database/data-layout.ts';
import { deleteByReference } from '../database/erasure.ts';
import { createTestDatabaseUrl, openTestDatabase } from '../database/test-support/test-database.ts';
import { eraseAnAddress as eraseAddress } from '../erasure-and-retention.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { recordAudit } from '../database/audit-log.ts';
import { runBackupCommand } from './backup-cli.ts';
import { newBackupKey } from './backup-key.ts';
import { apply, candidate, fillDrillServer, sha256 } from './test-support/drill-data.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-drill-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test('a backup taken under load restores every acknowledged submission and CV, and no erasure', async () => {
  const key = (await newBackupKey()).identity!;
  const lines: string[] = [];
  const io = {
    out: (line: string) => lines.push(line),
    err: (line: string) => lines.push(line),
    eraseAddress,
  };
  const configFor = (dataDir: string, url: string | null) =>
    loadConfig({
      DATA_DIR: dataDir,
      ...(url ? { DATABASE_URL: url } : {}),
      BACKUP_KEY: key,
      LOG_LEVEL: 'silent',
    });

  const server = await startTestServer();
  const destination = tempDir();
  const acknowledged = await fillDrillServer(server, 12);
  const beforeBackup = new Map(acknowledged);
  let arriving = true;
  const arrivals = (async () => {
    for (let n = 100; arriving; n += 1) await apply(server, n, acknowledged);
  })();
  const backup = await runBackupCommand(
    configFor(server.dataDir, server.databaseUrl),
    ['backup', destination],
    io,
  );
  arriving = false;
  await arrivals;
  expect(backup, lines.join('\n')).toBe(0);
  const [first] = fs.readdirSync(destination);

  // After the backup: staff erase one application, and a teacher has her address erased.
  const erasedReference = [...beforeBackup.keys()][1]!;
  await deleteByReference(server.database, server.layout, server.cvs, erasedReference);
  await recordAudit(server.database, {
    actor: 'staff@agency.example.com',
    action: 'erased',
    reference: erasedReference,
    detail: null,
  });
  await eraseAddress(server.database, server.cvs, candidate(2), {
    actor: 'staff@agency.example.com',
    at: Date.now(),
  });
  await new Promise((resolve) => setTimeout(resolve, 1100)); // entries are named to the second
  expect(
    await runBackupCommand(configFor(server.dataDir, server.databaseUrl), ['backup', destination], io),
  ).toBe(0);
  await server.close(); // its DATA_DIR goes with it

  const restoredDir = tempDir();
  const restoredUrl = await createTestDatabaseUrl();
  const restore = await runBackupCommand(
    configFor(restoredDir, restoredUrl),
    ['restore', path.join(destination, first!)],
    io,
  );
  expect(restore, lines.join('\n')).toBe(0);
  expect(lines.join('\n')).toContain('erased again: 1 submission(s), 1 address(es)');

  const layout = dataLayout(restoredDir);
  const database = await openTestDatabase(layout.database, restoredUrl);
  const cvs = createDiskCvStorage(layout.uploads);
  try {
    const rows = await database.db
      .selectFrom('submissions as s')
      .leftJoin('uploads as u', 'u.submission_id', 's.id')
      .leftJoin('upload_files as f', 'f.upload_id', 'u.id')
      .select(['s.reference', 'f.id as fileId'])
      .execute();
    const restored = new Map(rows.map((row) => [row.reference, row.fileId]));
    for (const reference of beforeBackup.keys()) {
      if (reference === erasedReference) expect(restored.has(reference)).toBe(false);
      else expect(restored.has(reference), reference).toBe(true);
    }
    // Those that arrived during the backup are in it or not, but never without their CV; each CV byte for byte.
    for (const [reference, fileId] of restored) {
      const sent = acknowledged.get(reference);
      expect(sent, reference).toBeDefined();
      if (sent === null) continue;
      const bytes = Buffer.concat(await (await cvs.open(fileId!)).toArray());
      expect(sha256(bytes)).toBe(sha256(sent!));
    }
    const alerts = await database.db.selectFrom('alerts').select('email').orderBy('email').execute();
    expect(alerts.map((alert) => alert.email)).toEqual([candidate(0), candidate(1), candidate(3)]);
    const notes = await database.db.selectFrom('submission_notes').select('text').execute();
    expect(notes).toHaveLength(1);
    const again = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor', '=', 'backup restore')
      .execute();
    // The address's candidate, kept in the backup, is erased again with its job alert (decision 070).
    expect(again.map((row) => row.action).sort()).toEqual(['alert-erased', 'candidate-erased', 'erased']);
  } finally {
    cvs.close();
    await database.close();
  }
}, 120_000); // two backups and a restore on a shared, loaded machine
