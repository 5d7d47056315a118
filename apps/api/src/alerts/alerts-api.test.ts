// The job-alert HTTP surface against a real server, a real SQLite file and a real SMTP server: the form's answer,
// the confirmation mail and page (opening confirms nothing; the POST does), a digest run with both unsubscribe
// headers, RFC 8058 one-click, a tampered link, and a permanent refusal suppressing the address.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { queueAlertMails } from './alert-outbox.ts';
import { recordAnnouncements, runDigests } from './alert-digest.ts';
import { forcedSlot } from './alert-schedule.ts';
import { parseMail } from '../test-support/mime.ts';

let server: TestServer;
let smtp: SmtpSink;

beforeEach(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'office@agency.example.com',
    MAIL_FROM: 'jobs@agency.example.com',
  });
});
afterEach(async () => {
  await server.close();
  await smtp.stop();
});

const subscription = (email: string, extra: Record<string, string | string[]> = {}) =>
  new URLSearchParams([
    ['email', email],
    ['regions', 'macau'],
    ['sectors', 'any'],
    ['employmentTypes', 'any'],
    ['frequency', 'daily'],
    ['lang', 'en'],
    ['idempotency_key', crypto.randomUUID()],
    ['form_started_at', String(Date.now() - 10_000)],
    ['company_website', ''],
    ...Object.entries(extra).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
  ]);

const post = (body: URLSearchParams) =>
  fetch(`${server.url}/alert`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });

async function mailsTo(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.messages.filter((m) => m.to.includes(address));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('subscribe, confirm by POST only, a digest with both headers, one-click unsubscribe', async () => {
  const address = 'mei@example.com';
  const answer = await post(subscription(address));
  expect(answer.status).toBe(200);
  const known = await post(subscription(address));
  // The same answer for an address already known.
  expect(await known.json()).toEqual(await (await post(subscription('new@example.com'))).json());

  const [confirmation] = await mailsTo(address, 1);
  const link = /\/JobAlerts\/Confirm\?t=([\w-]{43})/.exec((await parseMail(confirmation!.raw)).text);
  expect(link).not.toBeNull();
  const token = link![1]!;
  const page = await fetch(`${server.origin}/JobAlerts/Confirm?t=${token}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(await page.text()).toContain('<button type="submit">Confirm</button>');
  // Opening it twice still asks: nothing was confirmed.
  expect(await (await fetch(`${server.origin}/JobAlerts/Confirm?t=${token}`)).text()).toContain('>Confirm<');
  const confirmed = await fetch(`${server.origin}/JobAlerts/Confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ t: token }).toString(),
  });
  expect(await confirmed.text()).toContain('Your job alert is on');
  // Used: the link now says so.
  expect(await (await fetch(`${server.origin}/JobAlerts/Confirm?t=${token}`)).text()).toContain(
    'already confirmed',
  );

  // A digest run (as the scheduler runs it) with one new Macau vacancy.
  {
    // The server's own database (SQLite or Postgres, as the test project runs it).
    const database = server.database;
    const vacancy = {
      id: 'v-macau',
      slug: 'primary-net-taipa',
      region: 'macau',
      sector: 'primary',
      employmentType: 'full-time',
      startDate: '2027-02-01',
      title: { en: 'Primary NET, Taipa', 'zh-Hant': '小學英語教師，氹仔' },
      salary: { currency: 'MOP', min: 21000, max: 24000 },
    };
    await recordAnnouncements(database, [vacancy], Date.now());
    const at = Date.now() + 1;
    const result = await runDigests(database, forcedSlot('daily', at), [vacancy], {
      now: () => at,
      queueDigests: (tx, digests) =>
        queueAlertMails(
          tx,
          digests.map((d) => ({
            alertId: d.alertId,
            purpose: 'alert-digest' as const,
            digestId: d.digestId,
          })),
          at,
        ),
    });
    expect(result.digests).toBe(1);
  }
  await server.app.inject({ method: 'GET', url: '/robots.txt' }); // any request; the worker polls each second
  const mails = await mailsTo(address, 2);
  const digest = await parseMail(mails[1]!.raw);
  expect(digest.text).toContain('Primary NET, Taipa');
  expect(digest.text).toMatch(/MOP\s?21,000.24,000 a month/);
  expect(digest.text).toContain('/Vacancies/primary-net-taipa');
  const header = /^<([^>]+)>$/.exec(digest.headers.get('list-unsubscribe') ?? '')?.[1];
  expect(header).toMatch(/\/JobAlerts\/Unsubscribe\?t=\d+\.0\.[\w-]{32}$/);
  expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  const url = new URL(header!);
  const tampered = `${server.origin}${url.pathname}?t=${url.searchParams.get('t')!.replace(/\.0\./, '.1.')}`;
  const refused = await fetch(tampered, {
    method: 'POST',
    body: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(refused.status).toBe(404);
  expect(
    (await server.query<{ n: number }>('SELECT count(*) AS n FROM alerts WHERE status = ?', 'confirmed'))[0]!
      .n,
  ).toBe(1);
  const oneClick = await fetch(`${server.origin}${url.pathname}${url.search}`, {
    method: 'POST',
    body: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(oneClick.status).toBe(200);
  expect(
    (await server.query<{ n: number }>('SELECT count(*) AS n FROM alerts WHERE email_key = ?', address))[0]!
      .n,
  ).toBe(0);
});

test('bad input gets a field message and stores nothing', async () => {
  const bad = subscription('mei@');
  bad.delete('regions');
  bad.set('sectors', 'nursery');
  const answer = await post(bad);
  expect(answer.status).toBe(400);
  const body = (await answer.json()) as { errors: { field: string; message: string }[] };
  expect(body.errors).toEqual([
    { field: 'email', message: 'forms:errors.emailFormat' },
    { field: 'regions', message: 'forms:errors.required.regions' },
    { field: 'sectors', message: 'forms:errors.invalidOption' },
  ]);
  expect((await server.query<{ n: number }>('SELECT count(*) AS n FROM alerts'))[0]!.n).toBe(0);
  // A filled honeypot: refused, nothing stored.
  const bot = subscription('bot@example.com');
  bot.set('company_website', 'spam');
  expect((await post(bot)).status).toBe(400);
  expect((await server.query<{ n: number }>('SELECT count(*) AS n FROM alerts'))[0]!.n).toBe(0);
});

test('a permanent refusal (SMTP 5xx) of an alert mail suppresses the address', async () => {
  smtp.rejectWith = 550;
  expect((await post(subscription('gone@example.com'))).status).toBe(200);
  const deadline = Date.now() + 10_000;
  while ((await server.query<{ n: number }>('SELECT count(*) AS n FROM alert_suppressions'))[0]!.n === 0) {
    if (Date.now() > deadline) throw new Error('not suppressed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect((await server.query<{ n: number }>('SELECT count(*) AS n FROM alerts'))[0]!.n).toBe(0);
  smtp.rejectWith = null;
  expect((await post(subscription('GONE@example.com'))).status).toBe(200);
  expect((await server.query<{ n: number }>('SELECT count(*) AS n FROM alerts'))[0]!.n).toBe(0);
});
