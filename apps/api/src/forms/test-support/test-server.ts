// A real listening server (buildApp + listen on port 0) with its own temp DATA_DIR, for the API tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp, type BuildOptions } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openCvStorage, type CvStorage } from '../../cv-storage/cv-storage.ts';
import type { S3TestServer } from '../../cv-storage/test-support/s3-test-server.ts';
import { dataLayout, type DataLayout } from '../../database/data-layout.ts';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  origin: string;
  dataDir: string;
  layout: DataLayout;
  /** The server's CV storage (its own client of the same store). */
  cvs: CvStorage;
  /** Row counts and stored files: what "nothing stored" is checked against. */
  snapshot(): StoredState;
  query<T>(sql: string, ...params: unknown[]): T[];
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

/** With `s3`, CVs go to that S3 test server under a prefix of this server's own. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  s3: S3TestServer | null = null,
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-api-'));
  const s3Prefix = path.basename(dataDir);
  const config = loadConfig({
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
  const reader = new Database(layout.database, { readonly: true });
  const count = (table: string) =>
    (reader.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
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
    snapshot: () => ({
      submissions: count('submissions'),
      uploads: count('uploads'),
      uploadFiles: count('upload_files'),
      outbox: count('outbox'),
      files: s3 ? s3.keys(s3Prefix) : list(layout.uploads),
      tempFiles: list(layout.uploadsTmp),
      emlFiles: list(layout.mailDir),
    }),
    query: <T>(sql: string, ...params: unknown[]) => reader.prepare(sql).all(...params) as T[],
    async close() {
      reader.close();
      cvs.close();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until the check passes or the time is up (mail is sent asynchronously by the worker). */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 5000,
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
  beforeEach(() => {
    before = server.snapshot();
  });
  afterEach(() => {
    expect(server.snapshot(), 'nothing may be stored after a rejection').toEqual(before);
  });
  return {
    accept: () => {
      before = server.snapshot();
    },
  };
}
