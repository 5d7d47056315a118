// Save and finish later over HTTP (decision 032), on SQLite and Postgres: a refused CV is named and the rest of
// the draft is saved; only a valid address is needed; the mail goes to the applicant only; the link opens the
// draft; sending it gives a reference once, and a second tab sending the same draft gets 410 and stores nothing.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMail } from '../test-support/mime.ts';
import { postForm } from '../test-support/requests.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import { startMailingTestServer, type SmtpSink } from '../test-support/smtp-sink.ts';
import { eventually, type TestServer } from '../test-support/test-server.ts';
import { applicationFields } from '../test-support/wire-bodies.ts';

let smtp: SmtpSink;
let server: TestServer;
let close: () => Promise<void>;

// Everything the server logs, to check that no address, token or file name is in it.
let logged = '';
const log = new PassThrough();
log.on('data', (chunk: Buffer) => (logged += chunk.toString()));

beforeAll(
  async () =>
    ({ server, smtp, close } = await startMailingTestServer({ LOG_LEVEL: 'info' }, { logStream: log })),
);
afterAll(() => close());

async function saveDraft(
  values: Record<string, unknown>,
  files: { name: string; bytes: Buffer }[],
  token?: string,
) {
  const form = new FormData();
  form.append('form_started_at', String(Date.now() - 10_000));
  form.append('company_website', '');
  form.append('lang', 'zh-Hant');
  form.append('variant', 'teach-abroad');
  form.append('values', JSON.stringify(values));
  if (token) form.append('draft', token);
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${server.url}/draft`, {
    method: 'POST',
    headers: { origin: server.origin },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const openDraft = async (token: string) => {
  const response = await fetch(`${server.url}/draft/open`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

test('only a valid address is needed; nothing is kept without one', async () => {
  const before = await server.snapshot();
  const answer = await saveDraft({ firstName: 'Mei', email: 'not an address' }, [
    { name: 'cv.pdf', bytes: pdfBytes() },
  ]);
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual([{ field: 'email', message: 'forms:errors.emailFormat' }]);
  expect(await server.snapshot()).toEqual(before);
  expect(await server.query('SELECT id FROM drafts')).toEqual([]);
});

test('a refused CV is named and the rest is saved; the link opens it; it is sent once', async () => {
  const email = `mei.${Date.now()}@applicant.test`;
  const values = { firstName: 'Mei', surname: '', phone: '12', email, message: '稍後完成' };
  const saved = await saveDraft(values, [
    { name: 'Mei CV.pdf', bytes: pdfBytes() },
    { name: 'letter.pdf', bytes: Buffer.from('only text, not a PDF') },
  ]);
  expect(saved.status).toBe(200);
  expect(saved.body.draft.files.map((f: { name: string }) => f.name)).toEqual(['Mei CV.pdf']);
  expect(saved.body.draft.refused).toEqual([{ name: 'letter.pdf', message: 'forms:errors.cv.content' }]);
  expect(saved.body.draft.mailed).toBe(true);
  expect(saved.body.draft.mailHeldUntil).toBeNull();
  expect((await server.snapshot()).submissions).toBe(0);

  // The mail: to the applicant only, Chinese first, the token in the link's fragment.
  const mail = await eventually(() => smtp.messages.find((m) => m.to.includes(email)));
  expect(mail.to).toEqual([email]);
  const parsed = await parseMail(mail.raw);
  expect(parsed.subject).toBe('海港英語教師招聘：您已儲存的申請');
  const token = /\/zh-hant\/ApplicationDraft#t=([A-Za-z0-9_-]{43})/.exec(parsed.text)?.[1] ?? '';
  expect(token).not.toBe('');
  expect(
    smtp.messages.filter((m) => m.to.includes('office@agency.example.com') && m.raw.includes(email)),
  ).toEqual([]);
  // Only the token's hash is stored.
  expect(JSON.stringify(await server.query('SELECT * FROM draft_tokens'))).not.toContain(token);

  const opened = await openDraft(token);
  expect(opened.status).toBe(200);
  expect(opened.body.draft.values).toEqual(values);
  expect(opened.body.draft.files.map((f: { name: string }) => f.name)).toEqual(['Mei CV.pdf']);
  expect((await openDraft('x'.repeat(43))).status).toBe(410);

  const fileName = opened.body.draft.fileName as string;
  const send = (key: string) =>
    postForm(server, 'application', {
      ...applicationFields(fileName, { email, idempotency_key: key }),
      draft: token,
    });
  const first = await send(randomUUID());
  expect(first.status).toBe(200);
  const second = await send(randomUUID());
  expect(second.status).toBe(410);
  expect(second.body.errors).toEqual([{ field: 'draft', message: 'forms:errors.draftGone' }]);
  const rows = await server.query<{ reference: string }>('SELECT reference FROM submissions');
  expect(rows.map((r) => r.reference)).toEqual([first.body.reference]);
  expect(await server.query('SELECT id FROM drafts')).toEqual([]);
  expect((await openDraft(token)).status).toBe(410);

  // The log says what happened in counts and references, never the address, the token or a file name.
  expect(logged).toContain('draft saved');
  for (const secret of [email, token, 'Mei CV.pdf', 'letter.pdf']) expect(logged).not.toContain(secret);
});
