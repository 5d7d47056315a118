// Sign-in with the agency's identity provider against a real OpenID provider (oidc-provider), not a mock: the
// whole redirect dance, code exchange with PKCE, and the ID token's signature, state and nonce checked.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAccount } from './accounts/staff-accounts.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  signInThroughProvider,
  startOidcTestProvider,
  type OidcTestProvider,
} from '../test-support/oidc-test-provider.ts';
import { startStaffServer, STAFF_EMAIL, type StaffTestServer } from '../test-support/staff-server.ts';

let provider: OidcTestProvider;
let server: StaffTestServer;

beforeAll(async () => {
  provider = await startOidcTestProvider();
  server = await startStaffServer({
    STAFF_OIDC_ISSUER: provider.issuer,
    STAFF_OIDC_CLIENT_ID: CLIENT_ID,
    STAFF_OIDC_CLIENT_SECRET: CLIENT_SECRET,
    STAFF_OIDC_ALLOWED_DOMAINS: 'agency.example',
  });
  provider.start(`${server.origin}/api/staff/oidc/callback`);
  await createAccount(server.db, 'carol@other.example', 'Carol', server.clock.now);
  // Keys, a provider and a whole server: slow on a loaded machine.
}, 60_000);
afterAll(async () => {
  await server.close();
  await provider.close();
});

const start = `${() => server.origin}`;
const signIn = (login: string) =>
  signInThroughProvider(`${server.origin}/api/staff/oidc/start?next=/audit`, login);
const failure = (response: Response) => {
  const location = new URL(response.headers.get('location') ?? '', server.origin);
  return location.pathname === '/staff/sign-in' ? location.searchParams.get('failed') : null;
};
const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('staff_session='))
    ?.split(';')[0] ?? null;

test('an allowed staff e-mail signs in and lands on the page it started from', async () => {
  expect(start).toBeTruthy();
  const options = await (await server.call('GET', '/sign-in-options')).json();
  expect(options).toEqual({ identityProvider: 'other' });
  const { response } = await signIn(STAFF_EMAIL);
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/staff/audit');
  const cookie = sessionCookie(response);
  expect(cookie).not.toBeNull();
  const me = await server.call('GET', '/session', { cookie: cookie! });
  expect(await me.json()).toMatchObject({ email: STAFF_EMAIL, role: 'admin' });
});

test('an address without a staff account, in a disallowed domain, or unverified, is refused', async () => {
  for (const [login, expected] of [
    ['nobody@agency.example', 'unknown-account'],
    ['carol@other.example', 'domain-not-allowed'],
    [`${STAFF_EMAIL}-unverified`, 'no-verified-email'],
  ] as const) {
    const { response } = await signIn(login);
    expect(failure(response), login).toBe(expected);
    expect(sessionCookie(response), login).toBeNull();
  }
});

test('a replayed state, or a callback in another browser, is refused', async () => {
  const { response, callbackUrl, cookies } = await signIn(STAFF_EMAIL);
  expect(sessionCookie(response)).not.toBeNull();
  const binding = cookies.get(new URL(server.origin).host)?.get('staff_oidc') ?? '';
  const replayed = await fetch(callbackUrl, {
    redirect: 'manual',
    headers: { cookie: `staff_oidc=${binding}` },
  });
  expect(failure(replayed)).toBe('expired');
  expect(sessionCookie(replayed)).toBeNull();
});

test('an ID token with the wrong nonce is refused', async () => {
  // The provider puts the nonce of the request into the token; the server expects the one it kept.
  const original = server.db.db;
  const url = new URL(`${server.origin}/api/staff/oidc/start`);
  const first = await fetch(url, { redirect: 'manual' });
  expect(first.status).toBe(302);
  await original.updateTable('staff_sign_in_challenges').set({ nonce: 'another-nonce' }).execute();
  const binding = first.headers.getSetCookie()[0]!.split(';')[0]!;
  const [name, value] = binding.split('=');
  const { response } = await signInThroughProvider(
    first.headers.get('location')!,
    STAFF_EMAIL,
    new Map([[url.host, new Map([[name!, value!]])]]),
  );
  expect(failure(response)).toBe('rejected');
  expect(sessionCookie(response)).toBeNull();
});

test('an ID token signed with another key than the provider publishes is refused', async () => {
  // A server of its own: openid-client keeps the provider's keys once fetched.
  const other = await startStaffServer({
    STAFF_OIDC_ISSUER: provider.issuer,
    STAFF_OIDC_CLIENT_ID: CLIENT_ID,
    STAFF_OIDC_CLIENT_SECRET: CLIENT_SECRET,
    STAFF_OIDC_ALLOWED_DOMAINS: 'agency.example',
  });
  try {
    provider.start(`${other.origin}/api/staff/oidc/callback`);
    provider.publishOtherKey = true;
    const { response } = await signInThroughProvider(`${other.origin}/api/staff/oidc/start`, STAFF_EMAIL);
    const location = new URL(response.headers.get('location') ?? '', other.origin);
    expect(location.searchParams.get('failed')).toBe('rejected');
    expect(sessionCookie(response)).toBeNull();
  } finally {
    provider.publishOtherKey = false;
    provider.start(`${server.origin}/api/staff/oidc/callback`);
    await other.close();
  }
});
