// Which Origins may POST: the host the request was addressed to (also behind a trusted proxy), CORS_ORIGINS.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postForm } from '../test-support/requests.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { enquiryFields } from '../test-support/wire-bodies.ts';

let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  direct = await startTestServer();
  proxied = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

// An invalid body: a 400 means the origin check let it through, a 403 that it did not.
const probe = (server: TestServer, headers: Record<string, string>) =>
  postForm(server, 'enquiry', enquiryFields({ last_name: '' }), headers).then((a) => a.status);

test('the same host is the site itself, whatever the scheme (TLS may end at a proxy)', async () => {
  const host = new URL(direct.origin).host;
  expect(await probe(direct, { origin: `http://${host}` })).toBe(400);
  expect(await probe(direct, { origin: `https://${host}` })).toBe(400);
  expect(await probe(direct, { origin: 'http://127.0.0.1:1' })).toBe(403);
  expect(await probe(direct, { origin: 'null' })).toBe(403);
});

test('behind a trusted proxy the public host comes from X-Forwarded-Host', async () => {
  const headers = { origin: 'https://www.agency.example.com', 'x-forwarded-host': 'www.agency.example.com' };
  expect(await probe(proxied, headers)).toBe(400);
  expect(await probe(proxied, { origin: 'https://www.agency.example.com' })).toBe(403);
  // Not believed from an untrusted peer.
  expect(await probe(direct, headers)).toBe(403);
});

test('no Origin: allowed unless the browser says cross-site', async () => {
  const none = await fetch(`${direct.url}/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: 'last_name=',
  });
  expect(none.status).toBe(400);
});
