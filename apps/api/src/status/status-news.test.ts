// "Tell the applicant" (issue 42, item 7): the mail carries a one-use status link, under the status page's rules
// (30 minutes, once, a newer link replaces it), and still does not say the status.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMail } from '../test-support/mime.ts';
import { postForm } from '../test-support/requests.ts';
import { eventually } from '../test-support/test-server.ts';
import { enquiryFields } from '../test-support/wire-bodies.ts';
import { startStaffServer, type StaffTestServer } from '../test-support/staff-server.ts';

let server: StaffTestServer;
beforeAll(async () => (server = await startStaffServer()));
afterAll(() => server.close());

const open = (token: string) =>
  fetch(`${server.origin}/ApplicationStatus/Open`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ t: token }).toString(),
  });

test('the news mail opens the applicant’s status once, and does not say the status', async () => {
  const sent = await postForm(
    server,
    'enquiry',
    enquiryFields({ email: 'news@example.com', lang: 'zh-Hant' }),
  );
  const reference = String(sent.body.reference);
  const cookie = await server.signIn();
  const changed = await server.call('PUT', `/submissions/${reference}/status`, {
    cookie,
    json: { status: 'replied', tellApplicant: true },
  });
  expect(await changed.json()).toMatchObject({ applicantTold: true });

  const file = await eventually(() =>
    fs.readdirSync(server.layout.mailDir).find((name) => name.startsWith(`${reference}-status-changed-`)),
  );
  const mail = await parseMail(fs.readFileSync(path.join(server.layout.mailDir, file)));
  expect(mail.text).not.toMatch(/replied|已回覆/i);
  // The applicant's language first, and its page.
  const token = /\/zh-hant\/ApplicationStatus\/Open\?t=([\w-]{43})/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  expect(mail.text).toMatch(/30 minutes/);

  const opened = await open(token!);
  expect(opened.status).toBe(303);
  const session = opened.headers.getSetCookie()[0]!.split(';')[0]!;
  expect(opened.headers.get('location')).toContain('/ApplicationStatus/Mine');
  // The Mine page's data (the site renders the page from it).
  const mine = await fetch(`${server.origin}/api/status/mine?lang=zh-Hant`, { headers: { cookie: session } });
  expect(await mine.text()).toContain(reference);
  // Once only: used again, it opens no session, and its page says it was used.
  const again = await open(token!);
  expect(again.status).toBe(303);
  expect(again.headers.getSetCookie()).toEqual([]);
  const link = await fetch(`${server.origin}/api/status/link?t=${token}`);
  expect(await link.json()).toMatchObject({ state: 'used' });
});
