// Admins manage staff from the staff area; staff see and end their own sessions. Disabling an account ends its
// sessions on every node (two servers on one Postgres database; on SQLite, one server).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import {
  startStaffServer,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type StaffTestServer,
} from '../test-support/staff-server.ts';

let server: StaffTestServer;
let admin: string;
const PASSWORD = 'a recruiter passphrase';

beforeAll(async () => {
  server = await startStaffServer();
  admin = await server.signIn();
}, 60_000);
afterAll(() => server.close());

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

test('an admin adds a recruiter (a one-time link), who then sees, and ends, their own sessions', async () => {
  const added = await server.call('POST', '/accounts', {
    cookie: admin,
    json: { email: 'bo@agency.example', name: 'Bo Chan', role: 'recruiter' },
  });
  expect(added.status).toBe(201);
  const { link } = await json<{ link: string }>(added);
  const token = new URL(link).hash.replace('#token=', '');
  const first = await server.call('POST', '/session', { json: { token, password: PASSWORD } });
  expect(first.status).toBe(200);
  const cookieA = first.headers.get('set-cookie')!.split(';')[0]!;
  const cookieB = await server.signIn('bo@agency.example', PASSWORD);

  const listed = await json<{ sessions: { id: string; current: boolean; network: string }[] }>(
    await server.call('GET', '/sessions', { cookie: cookieA }),
  );
  expect(listed.sessions).toHaveLength(2);
  expect(listed.sessions.filter((s) => s.current)).toHaveLength(1);
  expect(listed.sessions[0]!.network).toBe('127.0.0.0/24');
  const other = listed.sessions.find((s) => !s.current)!;
  expect((await server.call('DELETE', `/sessions/${other.id}`, { cookie: cookieA })).status).toBe(204);
  expect(await (await server.call('GET', '/session', { cookie: cookieB })).json()).toEqual({
    signedIn: false,
  });
  expect(await (await server.call('GET', '/session', { cookie: cookieA })).json()).toMatchObject({
    signedIn: true,
  });
  // Another account's session cannot be named.
  const adminSessions = await json<{ sessions: { id: string }[] }>(
    await server.call('GET', '/sessions', { cookie: admin }),
  );
  expect(
    (await server.call('DELETE', `/sessions/${adminSessions.sessions[0]!.id}`, { cookie: cookieA })).status,
  ).toBe(404);
});

test('disabling an account ends its sessions on every node; the last admin stays an admin', async () => {
  const cookie = await server.signIn('bo@agency.example', PASSWORD);
  let other: TestServer | null = null;
  if (server.databaseUrl) other = await startTestServer({ DATABASE_URL: server.databaseUrl });
  // Whether the session still signs the person in, asked of the other node (the session check answers 200 either way).
  const onOther = () =>
    fetch(`${(other ?? server).origin}/api/staff/session`, { headers: { cookie } })
      .then((r) => r.json() as Promise<{ signedIn: boolean }>)
      .then((session) => session.signedIn);
  try {
    expect(await onOther()).toBe(true);
    const accounts = await json<{ accounts: { id: number; email: string }[] }>(
      await server.call('GET', '/accounts', { cookie: admin }),
    );
    const bo = accounts.accounts.find((a) => a.email === 'bo@agency.example')!;
    expect(
      (await server.call('POST', `/accounts/${bo.id}/disable`, { cookie: admin, json: {} })).status,
    ).toBe(200);
    expect(await onOther()).toBe(false);
    const me = accounts.accounts.find((a) => a.email === STAFF_EMAIL)!;
    const demote = await server.call('PUT', `/accounts/${me.id}/role`, {
      cookie: admin,
      json: { role: 'recruiter' },
    });
    expect(demote.status).toBe(400);
    expect((await json<{ message: string }>(demote)).message).toContain('only admin');
    expect(STAFF_PASSWORD).toBeTruthy();
  } finally {
    await other?.close();
  }
});
