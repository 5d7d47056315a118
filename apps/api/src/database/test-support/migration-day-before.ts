// A database migrated up to the day before a migration: every migration named before it (SQLite: from the legacy
// schema; Postgres: a fresh database), for tests of what that migration does to the rows it finds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { MIGRATIONS } from '../migrations/index.ts';
import { migrateLegacy } from '../migrations/legacy-sqlite.ts';
import { createTestDatabaseUrl } from './test-database.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of the day before
type DayBefore = Kysely<any>;

export async function databaseOfTheDayBefore(migration: string): Promise<{ db: DayBefore; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-'));
  const url = await createTestDatabaseUrl();
  let db: DayBefore;
  if (url)
    db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
  else {
    const raw = new BetterSqlite3(path.join(dir, 'forms.sqlite'));
    raw.pragma('foreign_keys = ON');
    migrateLegacy(raw);
    db = new Kysely({ dialect: new SqliteDialect({ database: raw }) });
  }
  // Every migration named before it (the later ones may need what it makes: candidate_mails needs candidates).
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < migration));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  return { db, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
