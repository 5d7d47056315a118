// Every route under /api/staff/ is enumerated from the real app as it registers them: each states its role, each
// but the ways in answers 401 without a session, each admin route answers 403 to a recruiter, and the riskiest
// actions want a sign-in within the last 10 minutes, so a new route cannot forget any of it.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAccount, setPassword } from './accounts/staff-accounts.ts';
import { FRESH_SIGN_IN_MS, type StaffRouteAccess } from '../security/staff-access.ts';
import { startStaffServer, STAFF_EMAIL, type StaffTestServer } from '../test-support/staff-server.ts';

const routes: { method: string; url: string; access: StaffRouteAccess | undefined }[] = [];
let server: StaffTestServer;
const RECRUITER = 'bo.chan@agency.example';
const PASSWORD = 'another long passphrase';

beforeAll(async () => {
  server = await startStaffServer({}, (route: RouteOptions) => {
    if (!route.url.startsWith('/api/staff/')) return;
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, access: route.config?.staff });
  });
  const recruiter = await createAccount(server.db, RECRUITER, 'Bo Chan', server.clock.now, 'recruiter');
  await setPassword(server.db, recruiter.id, PASSWORD);
  // Keys, a provider and a whole server: slow on a loaded machine.
}, 60_000);
afterAll(() => server.close());

const SAMPLE_PARAMS: Record<string, string> = { reference: 'APP-2026-000001', fileId: 'f-abc', id: '1' };
const fill = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
const call = (method: string, url: string, cookie?: string) =>
  server.call(method, fill(url).replace('/api/staff', ''), {
    cookie,
    ...(method === 'GET' || method === 'HEAD' ? {} : { json: {} }),
  });
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

test('every /api/staff/ route states its role; all but the ways in answer 401 without a session', async () => {
  expect(routes.filter((r) => !r.access).map(key)).toEqual([]);
  const open = routes.filter((r) => r.access?.role === 'anyone').map(key);
  expect(open.sort()).toEqual(
    [
      'GET /api/staff/oidc/callback',
      'GET /api/staff/oidc/start',
      'GET /api/staff/session',
      'GET /api/staff/sign-in-options',
      'HEAD /api/staff/oidc/callback',
      'HEAD /api/staff/oidc/start',
      'HEAD /api/staff/session',
      'HEAD /api/staff/sign-in-options',
      'POST /api/staff/passkey-sign-in',
      'POST /api/staff/passkey-sign-in/options',
      'POST /api/staff/session',
    ].filter((name) => routes.some((r) => key(r) === name)),
  );
  const guarded = routes.filter((r) => r.access?.role !== 'anyone');
  expect(guarded.map(key)).toEqual(
    expect.arrayContaining(['DELETE /api/staff/session', 'GET /api/staff/submissions']),
  );
  for (const { method, url } of guarded) {
    for (const cookie of [undefined, 'staff_session=not-a-session']) {
      const response = await call(method, url, cookie);
      expect(response.status, `${method} ${url} (cookie: ${cookie ?? 'none'})`).toBe(401);
    }
  }
});

test('a recruiter gets 403 on every admin route: export, erasure and managing staff among them', async () => {
  const admin = routes.filter((r) => r.access?.role === 'admin').map(key);
  expect(admin).toEqual(
    expect.arrayContaining([
      'GET /api/staff/submissions.csv',
      'DELETE /api/staff/submissions/:reference',
      'POST /api/staff/alerts/erase',
      'GET /api/staff/accounts',
      'POST /api/staff/accounts',
      'PUT /api/staff/accounts/:id/role',
      'POST /api/staff/accounts/:id/disable',
      'PUT /api/staff/settings/stage-limits',
    ]),
  );
  const cookie = await server.signIn(RECRUITER, PASSWORD);
  for (const { method, url } of routes.filter((r) => r.access?.role === 'admin')) {
    const response = await call(method, url, cookie);
    expect(response.status, `${method} ${url}`).toBe(403);
    if (method !== 'HEAD') expect(await response.json()).toMatchObject({ reason: 'role' });
  }
  const me = await server.call('GET', '/session', { cookie });
  expect(await me.json()).toEqual({ signedIn: true, name: 'Bo Chan', email: RECRUITER, role: 'recruiter' });
});

test('an admin whose last sign-in is 11 minutes old is asked to sign in again before exporting', async () => {
  const fresh = routes.filter((r) => r.access?.freshSignIn).map(key);
  expect(fresh).toEqual(
    expect.arrayContaining([
      'GET /api/staff/submissions.csv',
      'DELETE /api/staff/submissions/:reference',
      'POST /api/staff/accounts',
      'POST /api/staff/accounts/:id/disable',
      'POST /api/staff/candidates/:id/merge',
    ]),
  );
  const cookie = await server.signIn();
  expect((await server.call('GET', '/submissions.csv', { cookie })).status).toBe(200);
  // Still signed in (requests keep the session alive), but the sign-in itself is 11 minutes old.
  for (let minutes = 0; minutes < 11; minutes += 1) {
    server.clock.now += 60_000;
    expect((await server.call('GET', '/session', { cookie })).status).toBe(200);
  }
  expect(server.clock.now).toBeGreaterThan(Date.now() + FRESH_SIGN_IN_MS);
  const refused = await server.call('GET', '/submissions.csv', { cookie });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ reason: 'fresh-sign-in' });
  expect((await server.call('GET', '/session/fresh', { cookie })).status).toBe(403);
  // Signing in again in the same browser confirms the same session (no new cookie), and the export goes ahead.
  const again = await server.call('POST', '/session', {
    cookie,
    json: { email: STAFF_EMAIL, password: 'correct horse battery' },
  });
  expect(again.status).toBe(200);
  expect(again.headers.get('set-cookie')).toBeNull();
  expect((await server.call('GET', '/session/fresh', { cookie })).status).toBe(204);
  expect((await server.call('GET', '/submissions.csv', { cookie })).status).toBe(200);
});

test('asking whether one is signed in is not an error: 200 and signedIn false (issue 42)', async () => {
  for (const cookie of [undefined, 'staff_session=not-a-session']) {
    const response = await server.call('GET', '/session', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ signedIn: false });
  }
});
