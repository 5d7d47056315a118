// Per-IP rate limit on POSTs (IPv6 by /64), with X-Forwarded-For believed only from TRUST_PROXY.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postForm } from '../test-support/requests.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { enquiryFields } from '../test-support/wire-bodies.ts';

let proxied: TestServer;
let direct: TestServer;

beforeAll(async () => {
  proxied = await startTestServer({ RATE_LIMIT_MAX: '3', TRUST_PROXY: '127.0.0.1' });
  direct = await startTestServer({ RATE_LIMIT_MAX: '3' });
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

test('the fourth POST in a minute gets 429 and is not stored', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1)
    statuses.push((await postForm(proxied, 'enquiry', enquiryFields(), from('203.0.113.7'))).status);
  expect(statuses).toEqual([200, 200, 200]);
  const before = await proxied.snapshot();
  const limited = await postForm(proxied, 'enquiry', enquiryFields(), from('203.0.113.7'));
  expect(limited.status).toBe(429);
  expect(limited.body.status).toBe(429);
  expect(limited.headers.get('retry-after')).not.toBeNull();
  // Another client is unaffected.
  expect(
    (await postForm(proxied, 'enquiry', enquiryFields({ last_name: '' }), from('203.0.113.8'))).status,
  ).toBe(400);
  const after = await proxied.snapshot();
  expect(after.submissions).toBe(before.submissions);
});

test('IPv6 clients are limited by /64: other addresses in the same /64 share the budget', async () => {
  for (const host of ['1', '2', 'abcd:1234']) {
    expect(
      (await postForm(proxied, 'enquiry', enquiryFields({ last_name: '' }), from(`2001:db8:1:2::${host}`)))
        .status,
    ).toBe(400);
  }
  expect(
    (await postForm(proxied, 'enquiry', enquiryFields({ last_name: '' }), from('2001:db8:1:2:ffff::9')))
      .status,
  ).toBe(429);
  expect(
    (await postForm(proxied, 'enquiry', enquiryFields({ last_name: '' }), from('2001:db8:1:3::1'))).status,
  ).toBe(400);
});

test('without TRUST_PROXY a forged X-Forwarded-For does not buy a fresh budget', async () => {
  for (let i = 0; i < 3; i += 1) {
    await postForm(direct, 'enquiry', enquiryFields({ last_name: '' }), from(`198.51.100.${i}`));
  }
  expect(
    (await postForm(direct, 'enquiry', enquiryFields({ last_name: '' }), from('198.51.100.99'))).status,
  ).toBe(429);
});
