// A real staff API server for the tests: the whole app (buildApp) on a temp DATA_DIR, a movable clock, one staff
// account, and fetch helpers that act like the staff pages (same Origin, the session cookie).
import type { BuildOptions } from '../app.ts';
import type { S3TestServer } from '../uploads/test-support/s3-test-server.ts';
import type { Database } from '../database/database.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createAccount, setPassword } from '../staff/accounts/staff-accounts.ts';

export const STAFF_EMAIL = 'amy.wong@agency.example';
export const STAFF_PASSWORD = 'correct horse battery';

export interface StaffTestServer extends TestServer {
  db: Database;
  clock: { now: number };
  staffUrl: string;
  /** Signs in as the test account and returns the cookie header value. */
  signIn(email?: string, password?: string): Promise<string>;
  call(
    method: string,
    route: string,
    options?: { cookie?: string; json?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}

export async function startStaffServer(
  env: Record<string, string> = {},
  onRoute?: BuildOptions['onRoute'],
  s3: S3TestServer | null = null,
  options: Omit<BuildOptions, 'now' | 'onRoute'> = {},
): Promise<StaffTestServer> {
  const clock = { now: Date.now() };
  const server = await startTestServer(env, { ...options, now: () => clock.now, onRoute }, s3);
  const db = server.database;
  const account = await createAccount(db, STAFF_EMAIL, 'Amy Wong', clock.now);
  await setPassword(db, account.id, STAFF_PASSWORD);
  const staffUrl = `${server.origin}/api/staff`;
  const call: StaffTestServer['call'] = (method, route, options = {}) =>
    fetch(`${staffUrl}${route}`, {
      method,
      headers: {
        origin: server.origin,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
    });
  return {
    ...server,
    db,
    clock,
    staffUrl,
    call,
    async signIn(email = STAFF_EMAIL, password = STAFF_PASSWORD) {
      const response = await call('POST', '/session', { json: { email, password } });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      return response.headers.get('set-cookie')!.split(';')[0]!;
    },
    async close() {
      await server.close();
    },
  };
}
