// The database lost while running (Postgres refusing connections, its sessions ended): form POSTs answer 503 with
// Retry-After and nothing is acknowledged; once it is back, the same server stores forms again without a restart.
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testPostgresUrl } from '../database/test-support/test-database.ts';
import { postForm } from '../test-support/requests.ts';
import { eventually, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { enquiryFields } from '../test-support/wire-bodies.ts';

const postgres = testPostgresUrl();
let server: TestServer;
let admin: pg.Client;
beforeAll(async () => {
  if (!postgres) return;
  server = await startTestServer();
  admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
});
afterAll(async () => {
  if (!postgres) return;
  await admin.end();
  await server.close();
});

test.skipIf(!postgres)(
  'Postgres gone: 503 with Retry-After, nothing acknowledged; back: stored again',
  async () => {
    const name = new URL(server.databaseUrl!).pathname.slice(1);
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    const refused = await postForm(server, 'enquiry', enquiryFields());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(String(refused.body.message)).toMatch(/Nothing was kept/);

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    const stored = await eventually(async () => {
      const answer = await postForm(server, 'enquiry', enquiryFields());
      return answer.status === 200 ? answer : undefined;
    });
    expect(String(stored.body.reference)).toMatch(/^ENQ-/);
    expect((await server.snapshot()).submissions).toBe(1);
  },
);
