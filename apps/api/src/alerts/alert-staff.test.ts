// The staff area's job-alert routes against the real server: counts by status and criteria, finding one address's
// alert (by POST: the address never in a URL), erasing it with an audit entry that names no address.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AlertFound, AlertSummary } from '@agency/forms/inbox';
import { confirmedAlertRow } from './test-support/alert-rows.ts';
import { listAudit } from '../staff/audit/audit-log.ts';
import { startStaffServer, type StaffTestServer } from '../staff/test-support/staff-server.ts';

let server: StaffTestServer;
let cookie: string;

beforeAll(async () => {
  server = await startStaffServer();
  cookie = await server.signIn();
  const alert = (n: number, overrides: Parameters<typeof confirmedAlertRow>[2]) =>
    confirmedAlertRow(n, 1, { email: `Teacher${n}@Example.com`, ...overrides });
  await server.db.db
    .insertInto('alerts')
    .values([
      alert(1, { regions: '["macau"]', sectors: '["primary","secondary"]' }),
      alert(2, { regions: '["hong-kong"]', frequency: 'weekly' }),
      alert(3, { status: 'pending', confirmed_at: null, last_confirmed_at: null, digest_cursor: null }),
      alert(4, { paused: 1 }),
    ])
    .execute();
});
afterAll(() => server.close());

test('every alert route needs a staff session', async () => {
  expect((await server.call('GET', '/alerts/summary')).status).toBe(401);
  expect(
    (await server.call('POST', '/alerts/find', { json: { email: 'teacher1@example.com' } })).status,
  ).toBe(401);
  expect(
    (await server.call('POST', '/alerts/erase', { json: { email: 'teacher1@example.com' } })).status,
  ).toBe(401);
});

test('the summary counts alerts by status, and confirmed ones by frequency and criteria', async () => {
  const summary = (await (await server.call('GET', '/alerts/summary', { cookie })).json()) as AlertSummary;
  expect(summary.byStatus).toEqual({ confirmed: 3, pending: 1 });
  expect(summary.confirmed).toMatchObject({
    total: 3,
    paused: 1,
    byFrequency: { daily: 2, weekly: 1 },
    byRegion: { any: 1, macau: 1, 'hong-kong': 1 },
    bySector: { any: 2, primary: 1, secondary: 1 },
  });
});

test('an address is found whatever its case, and erased with an audit entry that does not name it', async () => {
  const find = async (email: string) =>
    (await (await server.call('POST', '/alerts/find', { cookie, json: { email } })).json()) as AlertFound;
  expect(await find(' TEACHER1@example.com ')).toMatchObject({
    found: true,
    alert: { status: 'confirmed', frequency: 'daily' },
  });
  expect(await find('nobody@example.com')).toEqual({ found: false });
  const missing = await server.call('POST', '/alerts/find', { cookie, json: { email: 'not an address' } });
  expect(missing.status).toBe(400);
  expect((await missing.json()).message).toBe('Enter an e-mail address.');

  const erased = await server.call('POST', '/alerts/erase', {
    cookie,
    json: { email: 'teacher1@example.com' },
  });
  expect(erased.status).toBe(200);
  expect(await find('teacher1@example.com')).toEqual({ found: false });
  const entry = (await listAudit(server.db, 1)).entries.find((e) => e.action === 'alert-erased');
  expect(entry).toBeDefined();
  expect(JSON.stringify(entry)).not.toMatch(/teacher1/i);
});
