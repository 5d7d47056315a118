// An erased submission leaves nothing behind in the database files (issue 11): SQLite would otherwise keep the
// deleted rows' bytes in free pages, and the WAL keeps earlier page images until a checkpoint.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createDiskCvStorage } from '../uploads/disk-cv-storage.ts';
import { dataLayout } from './data-layout.ts';
import { openDatabase } from './database.ts';
import { ensureDirs } from './durable-files.ts';
import { deleteByReference } from './erasure.ts';
import { createSubmissionStore } from '../submissions/submission-store.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-erasure-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const filesContain = (layout: ReturnType<typeof dataLayout>, marker: string) =>
  [layout.database, `${layout.database}-wal`]
    .filter((file) => fs.existsSync(file))
    .some((file) => fs.readFileSync(file).includes(marker));

test('after an erasure the applicant’s text is in neither the database file nor its WAL', async () => {
  const layout = dataLayout(dataDir);
  ensureDirs(layout.root, layout.uploads, layout.uploadsTmp, layout.mailDir);
  const db = await openDatabase({ url: null, file: layout.database });
  const store = createSubmissionStore(db);
  const marker = 'Xylophonist-Quentin-Marker';
  const saved = await store.save({
    kind: 'enquiry',
    idempotencyKey: '7c0e4c52-8f8e-4d0e-9a55-5b7f3a9d2f10',
    email: 'quentin@example.com',
    data: { last_name: marker, textarea: 'x'.repeat(200) },
    now: Date.now(),
  });
  // A neighbour keeps the page in use, so the erased row's bytes would stay in the page's free space.
  await store.save({
    kind: 'enquiry',
    idempotencyKey: '9d1f2a33-1b2c-4d3e-8f4a-5b6c7d8e9f00',
    email: 'someone@example.com',
    data: { last_name: 'Neighbour' },
    now: Date.now(),
  });
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.db);
  expect(filesContain(layout, marker)).toBe(true);
  await deleteByReference(db, layout, createDiskCvStorage(layout.uploads), saved.reference);
  expect(filesContain(layout, marker)).toBe(false);
  expect(filesContain(layout, 'quentin@example.com')).toBe(false);
  await db.close();
});
