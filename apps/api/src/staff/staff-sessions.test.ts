// Sign-in, sessions and throttling against the real server with a movable clock.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAccount, issueSetPasswordToken, setPassword } from './accounts/staff-accounts.ts';
import { WRONG_DETAILS } from './routes/session-routes.ts';
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  startStaffServer,
  type StaffTestServer,
} from '../test-support/staff-server.ts';

let server: StaffTestServer;
const MINUTE = 60_000;
/** Whether the cookie's session still works (GET /session answers 200 either way). */
const signedIn = async (cookie: string) =>
  ((await (await server.call('GET', '/session', { cookie })).json()) as { signedIn: boolean }).signedIn;

beforeAll(async () => {
  // X-Forwarded-For is believed, so tests can sign in from several addresses.
  server = await startStaffServer({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => server.close());

test('the session cookie is HttpOnly, SameSite=Strict, Path=/ (no Secure over plain http)', async () => {
  const response = await server.call('POST', '/session', {
    json: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie')!;
  expect(cookie).toMatch(/^staff_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
});

test('over https (a trusted proxy says so) the cookie is Secure with the __Host- prefix', async () => {
  const https = await startStaffServer({ TRUST_PROXY: '127.0.0.1' });
  try {
    const response = await https.call('POST', '/session', {
      json: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-staff_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Secure;/);
  } finally {
    await https.close();
  }
});

test('a wrong password and an unknown account get the same generic answer', async () => {
  const wrong = await server.call('POST', '/session', {
    json: { email: STAFF_EMAIL, password: 'not the password' },
  });
  const unknown = await server.call('POST', '/session', {
    json: { email: 'nobody@agency.example', password: 'x'.repeat(12) },
  });
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(401);
  expect(await wrong.json()).toEqual({ status: 401, message: WRONG_DETAILS });
  expect(await unknown.json()).toEqual({ status: 401, message: WRONG_DETAILS });
});

test('a session ends after 30 minutes idle, and after 12 hours however busy', async () => {
  const cookie = await server.signIn();
  server.clock.now += 29 * MINUTE;
  expect(await signedIn(cookie)).toBe(true);
  server.clock.now += 29 * MINUTE; // 58 minutes after sign-in, 29 after the last request
  expect(await signedIn(cookie)).toBe(true);
  server.clock.now += 31 * MINUTE;
  expect(await signedIn(cookie)).toBe(false);

  const busy = await server.signIn();
  for (let minutes = 0; minutes < 12 * 60; minutes += 25) {
    server.clock.now += 25 * MINUTE;
    const still = await signedIn(busy);
    if (minutes + 25 <= 12 * 60) expect(still, `after ${minutes + 25} minutes`).toBe(true);
  }
  server.clock.now += 25 * MINUTE;
  expect(await signedIn(busy)).toBe(false);
});

test('signing out deletes the session row', async () => {
  const cookie = await server.signIn();
  const before = (await server.query<{ n: number }>('SELECT count(*) AS n FROM staff_sessions'))[0]!.n;
  const out = await server.call('DELETE', '/session', { cookie });
  expect(out.status).toBe(204);
  expect(out.headers.get('set-cookie')).toMatch(/^staff_session=; .*Max-Age=0$/);
  expect((await server.query<{ n: number }>('SELECT count(*) AS n FROM staff_sessions'))[0]!.n).toBe(
    before - 1,
  );
  expect(await signedIn(cookie)).toBe(false);
});

test('state changes from another site are refused, even signed in', async () => {
  const cookie = await server.signIn();
  const foreign = await server.call('DELETE', '/session', {
    cookie,
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.status).toBe(403);
  const crossSite = await fetch(`${server.staffUrl}/session`, {
    method: 'DELETE',
    headers: { cookie, 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status).toBe(403);
  expect(await signedIn(cookie)).toBe(true);
});

test('after 5 attempts a pair (account, address) waits 30 s, then 1, 2, 4 … minutes; others are not locked out', async () => {
  server.clock.now += 60 * MINUTE;
  const email = 'throttled@agency.example';
  const throttled = await createAccount(server.db, email, 'Throttled', server.clock.now);
  const attacker = { 'x-forwarded-for': '203.0.113.66' };
  const signIn = (password: string, headers: Record<string, string> = attacker) =>
    server.call('POST', '/session', { json: { email, password }, headers });
  for (let i = 0; i < 5; i += 1) expect((await signIn(`wrong password ${i}`)).status).toBe(401);
  const blocked = await signIn('whatever it is');
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBe(30);
  // Refused attempts count too, and the delays grow: the 7th attempt 1 minute after the 6th, the 8th 2 minutes
  // after the 7th.
  server.clock.now += 61_000;
  expect((await signIn('wrong again 1')).status).toBe(401);
  server.clock.now += 61_000;
  expect((await signIn('too soon')).status).toBe(429);
  // Someone else's address is not locked out by any of it: the account's own sign-in still works.
  await setPassword(server.db, throttled.id, 'the right one here');
  expect((await signIn('the right one here', { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
  // An unknown address is throttled the same way: no difference reveals whether an account exists.
  const ghost = { email: 'ghost@agency.example', password: 'nope nope nope' };
  for (let i = 0; i < 5; i += 1)
    expect((await server.call('POST', '/session', { json: ghost, headers: attacker })).status).toBe(401);
  expect((await server.call('POST', '/session', { json: ghost, headers: attacker })).status).toBe(429);
});

test('300 concurrent sign-ins against one account: at most 5 reach the password check (issue 27)', async () => {
  server.clock.now += 60 * MINUTE;
  const attempts = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      server.call('POST', '/session', {
        json: { email: STAFF_EMAIL, password: `guess number ${i}` },
        headers: { 'x-forwarded-for': '203.0.113.77' },
      }),
    ),
  );
  const statuses = attempts.map((response) => response.status);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(295);
  // The staff member, from their own address, is not locked out.
  const own = await server.call('POST', '/session', {
    json: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    headers: { 'x-forwarded-for': '198.51.100.2' },
  });
  expect(own.status).toBe(200);
});

test('300 concurrent sign-ins from one address to different accounts: at most 30 are checked', async () => {
  server.clock.now += 60 * MINUTE;
  const attempts = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      server.call('POST', '/session', {
        json: { email: `guess${i}@agency.example`, password: 'a guess at it' },
        headers: { 'x-forwarded-for': '203.0.113.88' },
      }),
    ),
  );
  expect(attempts.filter((response) => response.status === 401).length).toBeLessThanOrEqual(30);
  server.clock.now += 16 * MINUTE;
  const later = await server.call('POST', '/session', {
    json: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    headers: { 'x-forwarded-for': '203.0.113.88' },
  });
  expect(later.status).toBe(200);
});
test('a one-time link sets the password (at least 12 characters) and signs in; it works once', async () => {
  server.clock.now += 60 * MINUTE;
  const account = await createAccount(
    server.db,
    'new.starter@agency.example',
    'New Starter',
    server.clock.now,
  );
  const token = await issueSetPasswordToken(server.db, account.id, server.clock.now);
  const short = await server.call('POST', '/session', { json: { token, password: 'short' } });
  expect(short.status).toBe(400);
  expect((await short.json()).message).toBe('The password must be at least 12 characters long.');
  const set = await server.call('POST', '/session', { json: { token, password: 'a long new passphrase' } });
  expect(set.status).toBe(200);
  expect(set.headers.get('set-cookie')).toMatch(/^staff_session=/);
  const again = await server.call('POST', '/session', { json: { token, password: 'another passphrase' } });
  expect(again.status).toBe(400);
  await server.signIn('new.starter@agency.example', 'a long new passphrase');
  const stored = await server.query<{ password_hash: string }>(
    "SELECT password_hash FROM staff_accounts WHERE email = 'new.starter@agency.example'",
  );
  expect(stored[0]!.password_hash).toMatch(/^\$argon2id\$/);
});

test('a link older than 24 hours no longer works', async () => {
  const account = await createAccount(server.db, 'late@agency.example', 'Late', server.clock.now);
  const token = await issueSetPasswordToken(server.db, account.id, server.clock.now);
  server.clock.now += 24 * 60 * MINUTE + 1;
  const late = await server.call('POST', '/session', { json: { token, password: 'a long new passphrase' } });
  expect(late.status).toBe(400);
});

test('with SITE_ORIGIN set, only that origin may change anything (the Host header is never the reference)', async () => {
  const site = await startStaffServer({ SITE_ORIGIN: 'https://www.agency.example' });
  try {
    const credentials = { email: STAFF_EMAIL, password: STAFF_PASSWORD };
    const spoofed = await site.call('POST', '/session', {
      json: credentials,
      headers: { origin: 'http://evil.example', host: 'evil.example' },
    });
    expect(spoofed.status).toBe(403);
    expect((await site.call('POST', '/session', { json: credentials })).status).toBe(403); // loopback no longer counts
    const signedIn = await site.call('POST', '/session', {
      json: credentials,
      headers: { origin: 'https://www.agency.example' },
    });
    expect(signedIn.status).toBe(200);
  } finally {
    await site.close();
  }
});
