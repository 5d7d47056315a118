// The staff account commands, run against a real database file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { Database } from '../database/database.ts';
import { openTestDatabase } from '../database/test-support/test-database.ts';
import { checkCredentials, redeemSetPasswordToken } from '../staff/accounts/staff-accounts.ts';
import { runStaffCommand } from './staff-admin.ts';

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
  db = await openTestDatabase(path.join(dir, 'forms.sqlite'));
});
afterEach(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(db, args, {
    readStdin: () => text(Readable.from([stdin])),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    publicOrigin: 'https://www.agency.example',
    now: Date.now(),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

test('add without --password-stdin prints a one-time set-password link that works', async () => {
  const added = await run(['add', 'amy@agency.example', '--name', 'Amy Wong']);
  expect(added.code).toBe(0);
  const link = /https:\/\/www\.agency\.example\/staff\/set-password#token=([\w-]+)/.exec(added.out);
  expect(link, added.out).not.toBeNull();
  expect(added.out).toContain('24 hours');
  expect(await redeemSetPasswordToken(db, link![1]!, 'a good long password', Date.now())).toMatchObject({
    email: 'amy@agency.example',
  });
  expect(await checkCredentials(db, 'AMY@agency.example', 'a good long password')).not.toBeNull();
});

test('add --password-stdin sets the password (trailing newline dropped); short ones are refused', async () => {
  expect(
    (await run(['add', 'bo@agency.example', '--name', 'Bo', '--password-stdin'], 'twelve chars!\n')).code,
  ).toBe(0);
  expect(await checkCredentials(db, 'bo@agency.example', 'twelve chars!')).not.toBeNull();
  const short = await run(['reset', 'bo@agency.example', '--password-stdin'], 'short\n');
  expect(short.code).toBe(1);
  expect(short.err).toBe('The password must be at least 12 characters long.');
});

test('disable stops sign-in; reset forgets the password; mistakes get clear messages', async () => {
  await run(['add', 'cy@agency.example', '--name', 'Cy', '--password-stdin'], 'cy password 123');
  expect((await run(['disable', 'cy@agency.example'])).code).toBe(0);
  expect(await checkCredentials(db, 'cy@agency.example', 'cy password 123')).toBeNull();
  const reset = await run(['reset', 'cy@agency.example']);
  expect(reset.code).toBe(0);
  expect(reset.out).toContain('/staff/set-password#token=');
  expect(await checkCredentials(db, 'cy@agency.example', 'cy password 123')).toBeNull();
  expect((await run(['add', 'cy@agency.example', '--name', 'Cy'])).err).toBe(
    'A staff account for cy@agency.example already exists.',
  );
  expect((await run(['disable', 'nobody@agency.example'])).err).toBe(
    'There is no staff account for nobody@agency.example.',
  );
  expect((await run(['add', 'dee@agency.example'])).code).toBe(2);
  expect((await run(['add', 'not-an-address', '--name', 'X'])).err).toBe(
    '"not-an-address" is not an e-mail address.',
  );
});

test('add --role: the first account is an admin whatever is asked, later ones get the role given', async () => {
  expect(
    (await run(['add', 'first@agency.example', '--name', 'First', '--role', 'recruiter'])).out,
  ).toContain('(First, admin)');
  expect((await run(['add', 'rec@agency.example', '--name', 'Rec'])).out).toContain('(Rec, recruiter)');
  expect((await run(['add', 'adm@agency.example', '--name', 'Adm', '--role', 'admin'])).out).toContain(
    '(Adm, admin)',
  );
  const wrong = await run(['add', 'x@agency.example', '--name', 'X', '--role', 'owner']);
  expect(wrong.code).toBe(2);
  expect(wrong.err).toContain('--role admin|recruiter');
});
