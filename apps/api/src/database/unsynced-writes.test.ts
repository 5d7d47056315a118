// Bookkeeping commits that need not wait for the disk (decision 039): inside `unsynced` only, and everything
// after it is durable again, even when the work inside failed. Submissions' commits synced off the event loop
// (decision 043): answered only after the fsync. On both databases (the tests' throwaway Postgres cluster itself
// runs with synchronous_commit off: there, "as before" is what counts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Database } from './database.ts';
import type { Db } from './tables.ts';
import { openTestDatabase } from './test-support/test-database.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unsynced-'));
let database: Database;
/** How the database commits outside `unsynced`: SQLite synchronous = FULL; Postgres its session setting. */
let usual: string;

beforeAll(async () => {
  database = await openTestDatabase(path.join(dir, 'forms.sqlite'));
  usual = await commitSetting(database.db);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** SQLite's synchronous (2 FULL, 1 NORMAL) or Postgres's synchronous_commit on this connection now. */
async function commitSetting(db: Db): Promise<string> {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
    return String(rows[0]!.synchronous);
  }
  const { rows } = await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db);
  return rows[0]!.synchronous_commit;
}
/** The job row written by a test, if it was committed. */
const jobRun = (name: string) =>
  database.db.selectFrom('scheduled_jobs').select('last_run_at').where('name', '=', name).executeTakeFirst();
const unsyncedSetting = () => (database.dialect === 'sqlite' ? '1' : 'off');

test('only the work inside is committed without waiting for the disk, and it is committed', async () => {
  if (database.dialect === 'sqlite') expect(usual).toBe('2');
  const inside = await database.unsynced(async (db) => {
    await db.insertInto('scheduled_jobs').values({ name: 'unsynced', last_run_at: 1 }).execute();
    return commitSetting(db);
  });
  expect(inside).toBe(unsyncedSetting());
  expect(await commitSetting(database.db)).toBe(usual);
  expect(await jobRun('unsynced')).toEqual({ last_run_at: 1 });
});

test('a failure inside leaves every later commit waiting for the disk', async () => {
  await expect(
    database.unsynced(async (db) => {
      await db.insertInto('scheduled_jobs').values({ name: 'failing', last_run_at: 1 }).execute();
      throw new Error('gone wrong');
    }),
  ).rejects.toThrow('gone wrong');
  expect(await commitSetting(database.db)).toBe(usual);
  // A submission's transaction after it is durable as ever.
  await database.db.transaction().execute(async (tx) => {
    expect(await commitSetting(tx)).toBe(usual);
  });
});

test('synced off the loop: committed without an fsync on the loop, answered only after the WAL is fsynced', async () => {
  const events: string[] = [];
  const probe = await fs.promises.open(import.meta.filename, 'r');
  const fileHandle = Object.getPrototypeOf(probe) as fs.promises.FileHandle;
  await probe.close();
  const realSync = fileHandle.sync;
  const sync = vi.spyOn(fileHandle, 'sync').mockImplementation(async function (this: fs.promises.FileHandle) {
    events.push('sync started');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await realSync.call(this);
    events.push('sync done');
  });
  try {
    const inside = database.syncedOffLoop(async (db) => {
      const setting = await db.transaction().execute(async (tx) => {
        await tx.insertInto('scheduled_jobs').values({ name: 'synced', last_run_at: 2 }).execute();
        return commitSetting(tx);
      });
      events.push('committed');
      return setting;
    });
    expect(await inside).toBe(database.dialect === 'sqlite' ? '1' : usual);
    events.push('answered');
    expect(events).toEqual(
      database.dialect === 'sqlite'
        ? ['committed', 'sync started', 'sync done', 'answered']
        : ['committed', 'answered'],
    );
  } finally {
    sync.mockRestore();
  }
  expect(await commitSetting(database.db)).toBe(usual);
  expect(await jobRun('synced')).toEqual({ last_run_at: 2 });
});

test('synced off the loop: a failure inside is rejected, and later commits wait for the disk', async () => {
  await expect(
    database.syncedOffLoop(async (db) =>
      db.transaction().execute(async (tx) => {
        await tx.insertInto('scheduled_jobs').values({ name: 'synced-failing', last_run_at: 1 }).execute();
        throw new Error('gone wrong');
      }),
    ),
  ).rejects.toThrow('gone wrong');
  expect(await commitSetting(database.db)).toBe(usual);
  expect(await jobRun('synced-failing')).toBeUndefined();
});
