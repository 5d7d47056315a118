import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { MIGRATIONS, migrateLegacy } from './legacy-sqlite.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-migrations-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('rows stored by wire name before migration 2 are re-keyed by field name, nothing lost', () => {
  const db = new Database(path.join(dir, 'forms.sqlite'));
  db.exec(MIGRATIONS[0]!);
  db.pragma('user_version = 1');
  const insert = db.prepare(
    `INSERT INTO submissions (kind, reference, idempotency_key, created_at, email, data) VALUES (?, ?, ?, 0, 'a@b.c', ?)`,
  );
  insert.run('enquiry', 'ENQ-1', 'k1', JSON.stringify({ last_name: 'Mei', surname: 'Chan', textarea: 'Hi' }));
  insert.run(
    'application',
    'APP-1',
    'k2',
    JSON.stringify({
      last_name: 'Tom',
      id_no: 'X1',
      textarea: 'kept',
      message: 'Hello',
      sectors: ['Primary school'],
    }),
  );

  migrateLegacy(db);

  const data = (reference: string) =>
    JSON.parse(
      (db.prepare('SELECT data FROM submissions WHERE reference = ?').get(reference) as { data: string })
        .data,
    );
  expect(data('ENQ-1')).toEqual({ firstName: 'Mei', surname: 'Chan', message: 'Hi' });
  // `textarea` is the enquiry's wire name only: an application keeps such a key as it is.
  expect(data('APP-1')).toEqual({
    firstName: 'Tom',
    idNo: 'X1',
    textarea: 'kept',
    message: 'Hello',
    sectors: ['Primary school'],
  });
  expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  db.close();
});
