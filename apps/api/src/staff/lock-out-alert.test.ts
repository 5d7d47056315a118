// Issue 27: when sign-ins to a staff account are held back, the staff member gets a mail through the outbox, in
// the agency's layout, at most one an hour; nothing for an address without an account.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMail } from '../test-support/mime.ts';
import { eventually } from '../test-support/test-server.ts';
import { startStaffServer, STAFF_EMAIL, type StaffTestServer } from '../test-support/staff-server.ts';

let server: StaffTestServer;
beforeAll(async () => {
  server = await startStaffServer({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => server.close());

async function lockOut(email: string, address: string) {
  const signIn = () =>
    server.call('POST', '/session', {
      json: { email, password: 'not the password at all' },
      headers: { 'x-forwarded-for': address },
    });
  for (let i = 0; i < 5; i += 1) expect((await signIn()).status).toBe(401);
  expect((await signIn()).status).toBe(429);
}

const staffMails = () =>
  fs.existsSync(server.layout.mailDir)
    ? fs.readdirSync(server.layout.mailDir).filter((name) => name.startsWith('staff-'))
    : [];
const lockOutRows = () =>
  server.db.db
    .selectFrom('outbox')
    .select(['status', 'payload', 'staff_account_id'])
    .where('purpose', '=', 'staff-lock-out')
    .execute();

test('a locked (account, address) pair mails the staff member, in both languages, without the password', async () => {
  await lockOut(STAFF_EMAIL, '203.0.113.90');
  const [file] = await eventually(() => staffMails().length > 0 && staffMails());
  const mail = await parseMail(fs.readFileSync(path.join(server.layout.mailDir, file!)));
  expect(mail.to).toEqual([STAFF_EMAIL]);
  expect(mail.subject).toBe('Sign-ins to your staff account were held back / 您的職員帳戶登入已被暫停');
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain('203.0.113.90');
    expect(part).toContain('5 sign-ins with a wrong password');
    expect(part).toContain('您的職員帳戶');
    expect(part).toMatch(/https?:\/\/[^\s"]+\/staff/);
    expect(part).not.toContain('not the password at all');
  }
  // Once sent, the address is not kept in the outbox.
  const rows = await eventually(async () => {
    const found = await lockOutRows();
    return found.every((row) => row.status === 'sent' && row.payload === null) && found;
  });
  expect(rows).toHaveLength(1);
});

test('more locked addresses within the hour do not mail again; an address with no account mails nobody', async () => {
  await lockOut(STAFF_EMAIL, '203.0.113.91');
  await lockOut('nobody.here@agency.example', '203.0.113.92');
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the worker polls every second
  expect(await lockOutRows()).toHaveLength(1);
  expect(staffMails()).toHaveLength(1);
});
