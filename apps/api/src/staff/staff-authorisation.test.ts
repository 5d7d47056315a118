// Every route under /api/staff/ is enumerated from the real app as it registers them, and each must answer 401
// without a session (all but the sign-in POST), so a new route cannot forget the check.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startStaffServer, type StaffTestServer } from './test-support/staff-server.ts';

const routes: { method: string; url: string }[] = [];
let server: StaffTestServer;

beforeAll(async () => {
  server = await startStaffServer({}, (route: RouteOptions) => {
    if (!route.url.startsWith('/api/staff/')) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
});
afterAll(() => server.close());

const SAMPLE_PARAMS: Record<string, string> = { reference: 'APP-2026-000001', fileId: 'f-abc' };
const fill = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');

test('every /api/staff/ route but signing in and the session check answers 401 without a session', async () => {
  const guarded = routes.filter(
    (r) => !(r.url === '/api/staff/session' && ['POST', 'GET', 'HEAD'].includes(r.method)),
  );
  // The routes the staff area needs are among them (the enumeration itself works).
  expect(guarded.map((r) => `${r.method} ${r.url}`)).toEqual(
    expect.arrayContaining(['DELETE /api/staff/session', 'GET /api/staff/submissions']),
  );
  for (const { method, url } of guarded) {
    for (const cookie of [undefined, 'staff_session=not-a-session']) {
      const response = await server.call(method, fill(url).replace('/api/staff', ''), {
        cookie,
        ...(method === 'GET' || method === 'HEAD' ? {} : { json: {} }),
      });
      expect(response.status, `${method} ${url} (cookie: ${cookie ?? 'none'})`).toBe(401);
    }
  }
});

test('the same routes answer 200 with a session (the guard lets signed-in staff through)', async () => {
  const cookie = await server.signIn();
  const response = await server.call('GET', '/session', { cookie });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    signedIn: true,
    name: 'Amy Wong',
    email: 'amy.wong@agency.example',
  });
});

test('asking whether one is signed in is not an error: 200 and signedIn false (issue 42)', async () => {
  for (const cookie of [undefined, 'staff_session=not-a-session']) {
    const response = await server.call('GET', '/session', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ signedIn: false });
  }
});
