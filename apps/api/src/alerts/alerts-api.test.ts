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
  const data = (path: string) => fetch(`${server.origin}/api/alerts/${path}`);
  const page = await data(`confirm?t=${token}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(await page.json()).toEqual({
    state: 'valid',
    criteria: { regions: ['macau'], sectors: null, employmentTypes: null },
    frequency: 'daily',
  });
  // Reading it twice still asks: nothing was confirmed.
  expect(await (await data(`confirm?t=${token}`)).json()).toMatchObject({ state: 'valid' });
  const press = (path: string, fields: Record<string, string>) =>
    fetch(`${server.origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const confirmed = await press('/JobAlerts/Confirm', { t: token });
  expect(confirmed.status).toBe(303);
  // The manage page says the alert is on.
  const manage = new URL(confirmed.headers.get('location')!, server.origin);
  expect(manage.pathname).toBe('/JobAlerts/Manage');
  expect(manage.searchParams.get('notice')).toBe('confirmed');
  const manageToken = manage.searchParams.get('t')!;
  expect(await (await data(`manage?t=${manageToken}`)).json()).toEqual({
    state: 'active',
    criteria: { regions: ['macau'], sectors: null, employmentTypes: null },
    frequency: 'daily',
    paused: false,
  });
  // Used: the link now says so, and pressing again changes nothing.
  expect(await (await data(`confirm?t=${token}`)).json()).toMatchObject({ state: 'already-confirmed' });
  expect((await press('/JobAlerts/Confirm', { t: token })).headers.get('location')).toBe(
    `/JobAlerts/Confirm?t=${token}`,
  );

  // Manage without JavaScript: a missing choice comes back named, with the answers as given; a good one is saved.
  const missing = await press('/zh-hant/JobAlerts/Manage', {
    t: manageToken,
    sectors: 'primary',
    frequency: 'weekly',
  });
  const back = new URL(missing.headers.get('location')!, server.origin);
  expect(back.pathname).toBe('/zh-hant/JobAlerts/Manage');
  expect(back.searchParams.get('invalid')).toBe('regions,employmentTypes');
  expect(back.searchParams.getAll('sectors')).toEqual(['primary']);
  const saved = await fetch(`${server.origin}/JobAlerts/Manage`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `t=${manageToken}&regions=macau&regions=hong-kong&sectors=any&employmentTypes=any&frequency=daily`,
  });
  expect(saved.headers.get('location')).toBe(
    `/JobAlerts/Manage?t=${encodeURIComponent(manageToken)}&notice=saved`,
  );
  expect(await (await data(`manage?t=${manageToken}`)).json()).toMatchObject({
    criteria: { regions: ['hong-kong', 'macau'] },
  });
  const paused = await press('/JobAlerts/Manage', { t: manageToken, action: 'pause' });
  expect(new URL(paused.headers.get('location')!, server.origin).searchParams.get('notice')).toBe('paused');
  expect(await (await data(`manage?t=${manageToken}`)).json()).toMatchObject({ paused: true });
  await press('/JobAlerts/Manage', { t: manageToken, action: 'resume' });
  expect(await (await data(`manage?t=${manageToken}`)).json()).toMatchObject({ paused: false });
  // A changed signed link is no link of ours.
  expect(
    await (await data(`manage?t=${manageToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`)).json(),
  ).toEqual({
    state: 'not-found',
  });

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
  expect(await (await data(`unsubscribe?t=${url.searchParams.get('t')}`)).json()).toEqual({ state: 'gone' });
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
