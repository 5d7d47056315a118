// Two API nodes on one Postgres database behave as one (issue 25, decisions 022 and 034): the forms' POST rate
// limit counts a client's POSTs on every node together, and a publish webhook accepted by one node cannot be
// replayed to the other. (Postgres project only: SQLite is one node.)
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { WEBHOOK_PATH } from '../content/webhook-route.ts';
import { postForm } from '../test-support/requests.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { enquiryFields } from '../test-support/wire-bodies.ts';
import { createTestDatabaseUrl } from './test-support/test-database.ts';

const secret = 'webhook-secret-for-two-nodes';
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  const url = await createTestDatabaseUrl();
  if (!url) throw new Error('run in the postgres project: vitest run --project postgres');
  const env = {
    DATABASE_URL: url,
    RATE_LIMIT_MAX: '3',
    TRUST_PROXY: '127.0.0.1',
    SANITY_WEBHOOK_SECRET: secret,
  };
  a = await startTestServer(env);
  b = await startTestServer(env);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

test("a client's POSTs count on both nodes together: the fourth in a minute is refused on either", async () => {
  const client = from('203.0.113.40');
  const statuses = [
    (await postForm(a, 'enquiry', enquiryFields(), client)).status,
    (await postForm(b, 'enquiry', enquiryFields(), client)).status,
    (await postForm(a, 'enquiry', enquiryFields(), client)).status,
  ];
  expect(statuses).toEqual([200, 200, 200]);
  const before = await b.snapshot();
  const limited = await postForm(b, 'enquiry', enquiryFields(), client);
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).not.toBeNull();
  expect((await postForm(a, 'enquiry', enquiryFields(), client)).status).toBe(429);
  expect((await b.snapshot()).submissions).toBe(before.submissions);
  // Another client still has its whole budget, on either node.
  expect((await postForm(b, 'enquiry', enquiryFields(), from('203.0.113.41'))).status).toBe(200);
});

test('concurrent POSTs from one client on two nodes: no more than the limit get through', async () => {
  const client = from('203.0.113.50');
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      postForm(i % 2 ? a : b, 'enquiry', enquiryFields({ last_name: '' }), client),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 429)).toHaveLength(3);
});

async function webhook(server: TestServer, body: string, signature: string) {
  return fetch(`${server.origin}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    body,
  });
}

test('a webhook accepted by one node is refused as a replay by the other', async () => {
  const body = JSON.stringify({ _id: 'vacancy-two-nodes', _type: 'vacancy' });
  const signature = await encodeSignatureHeader(body, Date.now(), secret);
  expect((await webhook(a, body, signature)).status).toBe(200);
  const replay = await webhook(b, body, signature);
  expect(replay.status).toBe(401);
  expect(await replay.json()).toEqual({ error: 'This webhook signature was already used.' });
  expect((await webhook(a, body, signature)).status).toBe(401);
  // A new delivery (a new signature) is accepted by either.
  const next = await encodeSignatureHeader(body, Date.now() + 1, secret);
  expect((await webhook(b, body, next)).status).toBe(200);
});
