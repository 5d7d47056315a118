// Which Origins may POST: the configured SITE_ORIGIN and CORS_ORIGINS — never whatever the Host header says.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postForm } from '../test-support/requests.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { enquiryFields } from '../test-support/wire-bodies.ts';

const SITE = 'https://www.agency.example.com';
let local: TestServer;
let deployed: TestServer;
beforeAll(async () => {
  local = await startTestServer();
  deployed = await startTestServer({ SITE_ORIGIN: SITE, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await local.close();
  await deployed.close();
});

// An invalid body: a 400 means the origin check let it through, a 403 that it did not.
const probe = (server: TestServer, headers: Record<string, string>) =>
  postForm(server, 'enquiry', enquiryFields({ last_name: '' }), headers).then((a) => a.status);

test('with SITE_ORIGIN, exactly that origin may post', async () => {
  expect(await probe(deployed, { origin: SITE })).toBe(400);
  expect(await probe(deployed, { origin: 'http://www.agency.example.com' })).toBe(403);
  expect(await probe(deployed, { origin: deployed.origin })).toBe(403);
  expect(await probe(deployed, { origin: 'null' })).toBe(403);
});

test('a forged Host (or X-Forwarded-Host) matching a foreign Origin does not pass', async () => {
  // fetch cannot set Host; a trusted proxy's X-Forwarded-Host is what Fastify would take as the host.
  const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
  expect(await probe(deployed, forged)).toBe(403);
  const raw = await new Promise<number>((resolve, reject) => {
    const { port } = new URL(local.origin);
    import('node:http').then(({ request }) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/forms/enquiry',
          headers: {
            host: 'evil.example',
            origin: 'http://evil.example',
            'content-type': 'application/x-www-form-urlencoded',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('last_name=');
    }, reject);
  });
  expect(raw).toBe(403);
});

test('without SITE_ORIGIN only this server on a loopback name and its own port counts as the site', async () => {
  const { port } = new URL(local.origin);
  expect(await probe(local, { origin: `http://127.0.0.1:${port}` })).toBe(400);
  expect(await probe(local, { origin: `http://localhost:${port}` })).toBe(400);
  expect(await probe(local, { origin: 'http://127.0.0.1:1' })).toBe(403);
  expect(await probe(local, { origin: `https://example.com:${port}` })).toBe(403);
});

test('CORS_ORIGINS are allowed besides the site', async () => {
  const withPartner = await startTestServer({
    SITE_ORIGIN: SITE,
    CORS_ORIGINS: 'https://partner.example.com',
  });
  try {
    expect(await probe(withPartner, { origin: 'https://partner.example.com' })).toBe(400);
    expect(await probe(withPartner, { origin: 'https://other.example.com' })).toBe(403);
  } finally {
    await withPartner.close();
  }
});

test('no Origin: allowed unless the browser says cross-site', async () => {
  const none = await fetch(`${local.url}/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: 'last_name=',
  });
  expect(none.status).toBe(400);
  const crossSite = await fetch(`${local.url}/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    body: 'last_name=',
  });
  expect(crossSite.status).toBe(403);
});
