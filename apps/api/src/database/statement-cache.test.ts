// SQLite: a query run again reuses its prepared statement (Kysely's driver prepared every query anew: ~9 % of
// the server's CPU in the forms benchmark).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, expect, test, vi } from 'vitest';
import { openDatabase } from './database.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the same query ten times is prepared once, and still sees the rows written in between', async () => {
  const database = await openDatabase({ url: null, file: path.join(dir, 'forms.sqlite') });
  const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
  try {
    const jobs = () =>
      database.db.selectFrom('scheduled_jobs').select('name').where('last_run_at', '>', 0).execute();
    const seen: number[] = [];
    for (let i = 1; i <= 10; i += 1) {
      await database.db
        .insertInto('scheduled_jobs')
        .values({ name: `job-${i}`, last_run_at: i })
        .execute();
      seen.push((await jobs()).length);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(prepare).toHaveBeenCalledTimes(2); // the insert and the select
  } finally {
    prepare.mockRestore();
    await database.close();
  }
});
