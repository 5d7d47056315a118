// A real listening server (buildApp + listen on port 0) with its own temp DATA_DIR and its own database (SQLite in
// DATA_DIR, or a fresh Postgres database in the postgres test project), for the API tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openCvStorage, type CvStorage } from '../uploads/cv-storage.ts';
import type { S3TestServer } from '../uploads/test-support/s3-test-server.ts';
import { dataLayout, type DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { createTestDatabaseUrl, openTestDatabase } from '../database/test-support/test-database.ts';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  origin: string;
  dataDir: string;
  layout: DataLayout;
  /** The server's CV storage (its own client of the same store). */
  cvs: CvStorage;
  /** The server's database URL (Postgres), or null (SQLite in DATA_DIR). */
  databaseUrl: string | null;
  /** A connection of the test's own to the server's database. */
  database: Database;
  /** Row counts and stored files: what "nothing stored" is checked against. */
  snapshot(): Promise<StoredState>;
  /** Plain SQL with `?` placeholders, on either database. */
  query<T>(text: string, ...params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface StoredState {
  submissions: number;
  uploads: number;
  uploadFiles: number;
  outbox: number;
  /** Stored CV files: the upload folder's files, or with CV_STORAGE=s3://… the bucket's objects. */
  files: string[];
  tempFiles: string[];
  emlFiles: string[];
}

/**
 * With `s3`, CVs go to that S3 test server under a prefix of this server's own. A DATABASE_URL in `env` is that
 * database (another test server's: two nodes on one database); without it, a fresh one (postgres project).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  s3: S3TestServer | null = null,
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-api-'));
  const s3Prefix = path.basename(dataDir);
  const databaseUrl = env.DATABASE_URL ?? (await createTestDatabaseUrl());
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-site'),
    LOG_LEVEL: 'silent',
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '1000',
    GET_RATE_LIMIT_MAX: '100000',
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '400',
    ...s3?.env(s3Prefix),
    ...env,
  });
  const app = await buildApp(config, options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const layout = dataLayout(dataDir);
  const cvs = await openCvStorage(config.cvStorage);
  const database = await openTestDatabase(layout.database, databaseUrl);
  const query = async <T>(text: string, ...params: unknown[]): Promise<T[]> => {
    const [first, ...rest] = text.split('?');
    const statement = rest.reduce(
      (built, part, i) => sql`${built}${params[i]}${sql.raw(part)}`,
      sql.raw(first!),
    );
    return (await statement.execute(database.db)).rows as T[];
  };
  const count = async (table: string) =>
    Number((await query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  const list = (dir: string) =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((name) => !fs.statSync(path.join(dir, name)).isDirectory())
      : [];
  return {
    app,
    url: `${origin}/api/forms`,
    origin,
    dataDir,
    layout,
    cvs,
    databaseUrl,
    database,
    snapshot: async () => ({
      submissions: await count('submissions'),
      uploads: await count('uploads'),
      uploadFiles: await count('upload_files'),
      outbox: await count('outbox'),
      files: s3 ? s3.keys(s3Prefix) : list(layout.uploads),
      tempFiles: list(layout.uploadsTmp),
      emlFiles: list(layout.mailDir),
    }),
    query,
    async close() {
      cvs.close();
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until the check passes or the time is up (mail is sent asynchronously by the worker). */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Starts a server for the file and checks after every test that it stored nothing (rows, files, mail).
 * A test whose request is meant to be accepted calls `accept()` to take the result out of the comparison.
 */
export function checkNothingStored(
  start: () => Promise<TestServer>,
  onStarted: (server: TestServer) => void,
) {
  let server: TestServer;
  let before: StoredState;
  beforeAll(async () => {
    server = await start();
    onStarted(server);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    before = await server.snapshot();
  });
  afterEach(async () => {
    expect(await server.snapshot(), 'nothing may be stored after a rejection').toEqual(before);
  });
  return {
    accept: async () => {
      before = await server.snapshot();
    },
  };
}
