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
  const confirmed = await fetch(`${server.origin}/JobAlerts/Confirm`, form({ t: token }));
  expect(await confirmed.text()).toContain('/JobAlerts/Manage?t=');
  return token;
}

test('a used confirmation link says "already confirmed" and gives no manage link, opened or posted', async () => {
  const token = await confirmedAlert('used.link@example.com');
  for (const answer of [
    await fetch(`${server.origin}/JobAlerts/Confirm?t=${token}`),
    await fetch(`${server.origin}/JobAlerts/Confirm`, form({ t: token })),
    await fetch(`${server.origin}/zh-hant/JobAlerts/Confirm?t=${token}`),
  ]) {
    const html = await answer.text();
    expect(html).toMatch(/already confirmed|已經確認/);
    expect(html).not.toContain('/JobAlerts/Manage?t=');
    // The way to a new manage link: the address, by mail.
    expect(html).toMatch(/<form method="post" action="(\/zh-hant)?\/JobAlerts\/ManageLink"/);
    expect(html).toContain('name="email"');
  }
});

test('a new manage link by mail: the same answer for any address, the link only to an alert, capped', async () => {
  const address = 'manage.me@example.com';
  await confirmedAlert(address);
  const ask = async (email: string) => {
    const answer = await fetch(`${server.origin}/JobAlerts/ManageLink`, form({ email }));
    return { status: answer.status, html: await answer.text() };
  };
  const known = await ask(` ${address.toUpperCase()} `);
  const unknown = await ask('nobody.here@example.com');
  expect(known.status).toBe(200);
  expect(unknown).toEqual(known);
  const mails = await mailsTo(address, 2);
  const text = (await parseMail(mails[1]!.raw)).text;
  expect(text).toMatch(/\/JobAlerts\/Manage\?t=\d+\.\d+\.[\w-]{32}/);
  expect(await mailsTo('nobody.here@example.com', 1, 1500)).toEqual([]);

  // Past the cap the answer is the same, and no more mail goes.
  for (let i = 1; i < MANAGE_LINK_CAP.perAddress + 2; i += 1)
    expect((await ask(address)).html).toBe(known.html);
  const all = await mailsTo(address, 1 + MANAGE_LINK_CAP.perAddress + 1, 3000);
  expect(all).toHaveLength(1 + MANAGE_LINK_CAP.perAddress);

  // Not an address: said so, on the same page.
  const bad = await ask('not an address');
  expect(bad.status).toBe(400);
  expect(bad.html).toContain('name="email"');
});
