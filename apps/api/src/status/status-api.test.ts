// The status surface against a real server and SMTP server: the same answer for a known and an unknown address,
// the link mail (no status in it), a link whose data says nothing until its button is pressed, a session cookie
// limited to the status pages and their API, used and replaced links saying which, withdrawal, the erasure request,
// the throttle. Every button is a form post answered by a 303 to the site's page (the pages: e2e journeys).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postForm } from '../test-support/requests.ts';
import { parseMail } from '../test-support/mime.ts';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { enquiryFields } from '../test-support/wire-bodies.ts';
import { STATUS_THROTTLE } from './status-request.ts';

let server: TestServer;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'office@agency.example.com',
    MAIL_FROM: 'jobs@agency.example.com',
  });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const ask = (email: string, extra: Record<string, string> = {}) =>
  fetch(`${server.url}/status`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email,
      reference: '',
      lang: 'en',
      idempotency_key: crypto.randomUUID(),
      form_started_at: String(Date.now() - 10_000),
      company_website: '',
      ...extra,
    }).toString(),
  });
const form = (path: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${server.origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  });

async function linkMails(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.messages.filter((m) => m.to.includes(address) && /status link|狀態的連結/.test(m.raw));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const tokenIn = async (raw: string) =>
  /\/ApplicationStatus\/Open\?t=([\w-]{43})/.exec((await parseMail(raw)).text)?.[1];

test('a link whose data shows nothing until pressed, a session only the status pages and their API see', async () => {
  const address = 'status.one@example.com';
  const sent = await postForm(server, 'enquiry', enquiryFields({ email: address }));
  expect(sent.status).toBe(200);
  const reference = String(sent.body.reference);

  const known = await ask(address);
  const unknown = await ask('nobody.here@example.com');
  expect(known.status).toBe(200);
  expect(await known.json()).toEqual(await unknown.json());

  const [mail] = await linkMails(address, 1);
  const text = (await parseMail(mail!.raw)).text;
  expect(text).not.toMatch(/Received|In review/);
  const token = (await tokenIn(mail!.raw))!;
  expect(smtp.messages.some((m) => m.to.includes('nobody.here@example.com'))).toBe(false);

  const api = (path: string, cookie = '') =>
    fetch(`${server.origin}/api/status/${path}`, { headers: { cookie } });
  const link = await api(`link?t=${token}`);
  expect(link.status).toBe(200);
  expect(link.headers.get('cache-control')).toBe('no-store');
  const linkText = await link.text();
  expect(JSON.parse(linkText)).toEqual({ state: 'valid' });
  expect(linkText).not.toContain(reference);

  const opened = await form('/ApplicationStatus/Open', { t: token });
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe('/ApplicationStatus/Mine');
  const cookies = opened.headers.getSetCookie();
  expect(cookies).toHaveLength(3);
  expect(cookies[0]).toMatch(/HttpOnly; SameSite=Strict; Max-Age=1800/);
  expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1])).toEqual([
    '/ApplicationStatus',
    '/zh-hant/ApplicationStatus',
    '/api/status',
  ]);
  const cookie = cookies[0]!.split(';')[0]!;
  const mine = await (await api('mine?lang=en', cookie)).json();
  expect(mine).toEqual({
    state: 'open',
    items: [
      expect.objectContaining({
        kind: 'enquiry',
        reference,
        status: 'received',
        canWithdraw: false,
        erasureRequested: false,
      }),
    ],
  });

  // Used: the data says so, and a second press goes back to the page that says so.
  expect(await (await api(`link?t=${token}`)).json()).toEqual({ state: 'used' });
  const usedAgain = await form('/ApplicationStatus/Open', { t: token });
  expect(usedAgain.status).toBe(303);
  expect(usedAgain.headers.get('location')).toBe(`/ApplicationStatus/Open?t=${token}`);
  expect(usedAgain.headers.getSetCookie()).toEqual([]);
  // Its button mails a new link to the same address.
  const resent = await form('/ApplicationStatus/Resend', { t: token });
  expect(resent.status).toBe(303);
  expect(resent.headers.get('location')).toBe('/ApplicationStatus/Open?notice=resent');
  const [, second] = await linkMails(address, 2);
  expect(await tokenIn(second!.raw)).not.toBe(token);
  const audit = await server.query<{ action: string }>(
    "SELECT action FROM audit_log WHERE reference = ? AND action = 'applicant-viewed'",
    reference,
  );
  expect(audit.length).toBeGreaterThan(0);

  const out = await form('/ApplicationStatus/SignOut', {}, cookie);
  expect(out.status).toBe(303);
  expect(out.headers.get('location')).toBe('/ApplicationStatus/Mine?notice=signed-out');
  expect(out.headers.getSetCookie().every((c) => /Max-Age=0/.test(c))).toBe(true);
  expect(await (await api('mine', cookie)).json()).toEqual({ state: 'ended' });
});

test('a newer link replaces the older; withdraw; ask for erasure; the throttle answers 429', async () => {
  const address = 'status.two@example.com';
  const { uploadCv } = await import('../test-support/requests.ts');
  const { pdfBytes } = await import('../test-support/sample-files.ts');
  const { applicationFields } = await import('../test-support/wire-bodies.ts');
  const upload = await uploadCv(server, [{ name: 'cv.pdf', bytes: pdfBytes() }]);
  const fileName = String((upload.body.data as { fileName: string }).fileName);
  const sent = await postForm(server, 'application', applicationFields(fileName, { email: address }));
  const reference = String(sent.body.reference);

  await ask(address);
  const older = (await tokenIn((await linkMails(address, 1))[0]!.raw))!;
  await ask(address, { reference });
  const newer = (await tokenIn((await linkMails(address, 2))[1]!.raw))!;
  expect(await (await fetch(`${server.origin}/api/status/link?t=${older}`)).json()).toEqual({
    state: 'replaced',
  });

  const opened = await form('/ApplicationStatus/Open', { t: newer });
  const cookie = opened.headers.getSetCookie()[0]!.split(';')[0]!;
  const question = await form('/ApplicationStatus/Withdraw', { reference }, cookie);
  expect(question.status).toBe(303);
  expect(question.headers.get('location')).toBe(`/ApplicationStatus/Withdraw?reference=${reference}`);
  const done = await form('/ApplicationStatus/Withdraw', { reference, confirm: 'yes' }, cookie);
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe(`/ApplicationStatus/Mine?notice=withdrawn&ref=${reference}`);
  const after = (await (
    await fetch(`${server.origin}/api/status/mine?lang=zh-Hant`, { headers: { cookie } })
  ).json()) as { items: { reference: string; status: string; canWithdraw: boolean }[] };
  expect(after.items.find((item) => item.reference === reference)).toMatchObject({
    status: 'withdrawn',
    canWithdraw: false,
  });
  const [row] = await server.query<{ status: string }>(
    'SELECT status FROM submissions WHERE reference = ?',
    reference,
  );
  expect(row?.status).toBe('withdrawn');
  const deadline = Date.now() + 10_000;
  while (
    !smtp.messages.some((m) => m.raw.includes(`Application withdrawn: ${reference}`)) &&
    Date.now() < deadline
  )
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(smtp.messages.find((m) => m.raw.includes(`Application withdrawn: ${reference}`))?.to).toContain(
    'office@agency.example.com',
  );

  const erasure = await form('/ApplicationStatus/Erasure', { reference }, cookie);
  expect(erasure.status).toBe(303);
  const [asked] = await server.query<{ erasure_requested_at: number | null }>(
    'SELECT erasure_requested_at FROM submissions WHERE reference = ?',
    reference,
  );
  expect(asked?.erasure_requested_at).not.toBeNull();
  expect(erasure.headers.get('location')).toBe(
    `/ApplicationStatus/Mine?notice=erasure-asked&ref=${reference}`,
  );
  // A session is needed for either: without one, the page that says it has closed.
  const noSession = await form('/ApplicationStatus/Erasure', { reference: 'APP-2026-AAAAAA' });
  expect(noSession.headers.get('location')).toBe('/ApplicationStatus/Mine');

  // Two links asked for already: the address's budget runs out, whether or not it is known.
  let last: Response | null = null;
  for (let i = 3; i <= STATUS_THROTTLE.perAddress; i += 1) last = await ask(address);
  expect(last?.status).toBe(200);
  const over = await ask(address);
  expect(over.status).toBe(429);
  expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
});
