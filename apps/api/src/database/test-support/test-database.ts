// Which database the API tests run on: the vitest project `postgres` starts a throwaway cluster in its global
// setup (postgres-global-setup.ts) and provides its URL; each test server or test database then gets a fresh
// database of its own in it. The project `sqlite` provides nothing: a file in the test's temp folder.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** The cluster's URL in the postgres project, else null. */
export function testPostgresUrl(): string | null {
  return inject('postgresUrl') ?? null;
}

/** A new, empty database in the test cluster (postgres project), or null (sqlite project). */
export async function createTestDatabaseUrl(): Promise<string | null> {
  const base = testPostgresUrl();
  if (!base) return null;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Opens the test's database: a fresh Postgres database (postgres project) or the SQLite file given. */
export async function openTestDatabase(sqliteFile: string, url?: string | null): Promise<Database> {
  return openDatabase({ url: url === undefined ? await createTestDatabaseUrl() : url, file: sqliteFile });
}
