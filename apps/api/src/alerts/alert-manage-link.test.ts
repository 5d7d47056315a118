// Issue 42 item 4: a used confirmation link no longer hands out the manage link. It says the alert is already
// confirmed and offers a new manage link by mail, which is asked for by address, answered the same whether or not
// the address has an alert, and capped per address.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMail } from '../test-support/mime.ts';
import { startMailingTestServer, type SmtpSink } from '../test-support/smtp-sink.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { MANAGE_LINK_CAP } from './alert-manage-link.ts';

let server: TestServer;
let smtp: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => ({ server, smtp, close } = await startMailingTestServer()), 60_000);
afterAll(() => close());

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

async function mailsTo(address: string, count: number, waitMs = 10_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    await server.app.inject({ method: 'GET', url: '/robots.txt' }); // the worker polls each second
    const found = smtp.messages.filter((m) => m.to.includes(address));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function confirmedAlert(address: string): Promise<string> {
  const subscribed = await fetch(
    `${server.url}/alert`,
    form({
      email: address,
      regions: 'macau',
      sectors: 'any',
      employmentTypes: 'any',
      frequency: 'daily',
      lang: 'en',
      idempotency_key: crypto.randomUUID(),
      form_started_at: String(Date.now() - 10_000),
      company_website: '',
    }),
  );
  expect(subscribed.status).toBe(200);
  const [mail] = await mailsTo(address, 1);
  const token = /\/JobAlerts\/Confirm\?t=([\w-]{43})/.exec((await parseMail(mail!.raw)).text)?.[1] ?? '';
  const confirmed = await fetch(`${server.origin}/JobAlerts/Confirm`, {
    ...form({ t: token }),
    redirect: 'manual',
  });
  expect(confirmed.headers.get('location')).toContain('/JobAlerts/Manage?t=');
  return token;
}

test('a used confirmation link says "already confirmed" and gives no manage link, opened or posted', async () => {
  const token = await confirmedAlert('used.link@example.com');
  // The page's data (the site's confirm page shows it, with the form that mails a manage link).
  const data = await fetch(`${server.origin}/api/alerts/confirm?t=${token}`);
  expect(await data.json()).toEqual({ state: 'already-confirmed' });
  // Posting it again confirms nothing and leads back to the confirm page, not to the manage page.
  const posted = await fetch(`${server.origin}/JobAlerts/Confirm`, {
    ...form({ t: token }),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  expect(posted.headers.get('location')).toContain('/JobAlerts/Confirm?');
  expect(posted.headers.get('location')).not.toContain('/JobAlerts/Manage');
});

test('a new manage link by mail: the same answer for any address, the link only to an alert, capped', async () => {
  const address = 'manage.me@example.com';
  await confirmedAlert(address);
  const ask = async (email: string) => {
    const answer = await fetch(`${server.origin}/JobAlerts/ManageLink`, {
      ...form({ email }),
      redirect: 'manual',
    });
    return { status: answer.status, location: answer.headers.get('location') };
  };
  const known = await ask(` ${address.toUpperCase()} `);
  const unknown = await ask('nobody.here@example.com');
  expect(known).toEqual({ status: 303, location: '/JobAlerts/Confirm?notice=manage-link-sent' });
  expect(unknown).toEqual(known);
  const mails = await mailsTo(address, 2);
  const text = (await parseMail(mails[1]!.raw)).text;
  expect(text).toMatch(/\/JobAlerts\/Manage\?t=\d+\.\d+\.[\w-]{32}/);
  expect(await mailsTo('nobody.here@example.com', 1, 1500)).toEqual([]);

  // Past the cap the answer is the same, and no more mail goes.
  for (let i = 1; i < MANAGE_LINK_CAP.perAddress + 2; i += 1) expect(await ask(address)).toEqual(known);
  const all = await mailsTo(address, 1 + MANAGE_LINK_CAP.perAddress + 1, 3000);
  expect(all).toHaveLength(1 + MANAGE_LINK_CAP.perAddress);

  // Not an address: the page says so (the browser checks it first).
  expect(await ask('not an address')).toEqual({
    status: 303,
    location: '/JobAlerts/Confirm?notice=manage-link-invalid',
  });
});
