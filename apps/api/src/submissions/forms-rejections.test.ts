// Every rejection of the form POSTs, each checked to leave NOTHING stored: no rows, no files, no queued mail.
import { describe, expect, test } from 'vitest';
import { postForm, type Answer } from '../test-support/requests.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import {
  checkNothingStored,
  eventually,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import { applicationFields, enquiryFields, urlencoded } from '../test-support/wire-bodies.ts';

let server: TestServer;
const nothingStored = checkNothingStored(
  () => startTestServer({ CORS_ORIGINS: 'https://partner.example.com', FORM_MIN_FILL_MS: '3000' }),
  (started) => {
    server = started;
  },
);

const fieldsOf = (answer: Answer) =>
  (answer.body.errors as { field: string }[] | undefined)?.map((e) => e.field);

describe('validation with the shared schemas', () => {
  test('bad fields: a 400 lists each failing field by wire name with its message key', async () => {
    const answer = await postForm(
      server,
      'enquiry',
      enquiryFields({ last_name: '', phone: '12-34 ext', email: 'mei@example', textarea: ' ' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'last_name', message: 'forms:errors.required.firstName' },
      { field: 'phone', message: 'forms:errors.phoneFormat' },
      { field: 'email', message: 'forms:errors.emailFormat' },
      { field: 'textarea', message: 'forms:errors.required.message' },
    ]);
  });

  test('an application with an unknown nationality, a missing CV id and an empty sector list', async () => {
    const answer = await postForm(
      server,
      'application',
      applicationFields('', {
        nationality: 'Atlantis',
        sectors: [],
        functions: ['Teaching assistant'],
        vacancy: '',
      }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(expect.arrayContaining(['nationality', 'fileName']));
  });

  test('an application naming an upload that does not exist', async () => {
    const answer = await postForm(
      server,
      'application',
      applicationFields('cv-00000000000000000000000000000000'),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['fileName']);
  });

  test('a path as the upload id is refused by the schema', async () => {
    const answer = await postForm(server, 'application', applicationFields('../../etc/passwd'));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['fileName']);
  });

  test('__proto__ and constructor field names', async () => {
    const body = `${urlencoded(enquiryFields()).toString()}&__proto__=polluted&constructor=x`;
    const response = await fetch(`${server.url}/enquiry`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('__proto__ as a multipart field name', async () => {
    const form = new FormData();
    form.append('__proto__', 'x');
    form.append('file', new Blob([new Uint8Array(pdfBytes())]), 'cv.pdf');
    const response = await fetch(`${server.url}/cv`, {
      method: 'POST',
      headers: { origin: server.origin },
      body: form,
    });
    expect(response.status).toBe(400);
  });

  test('unknown fields are ignored, never stored', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields({ last_name: '', is_admin: 'true' }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['last_name']);
  });
});

describe('anti-abuse', () => {
  test('a filled honeypot', async () => {
    const answer = await postForm(
      server,
      'enquiry',
      enquiryFields({ company_website: 'http://spam.example' }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['company_website']);
  });

  test('a form sent faster than FORM_MIN_FILL_MS after it rendered', async () => {
    const answer = await postForm(
      server,
      'enquiry',
      enquiryFields({ form_started_at: String(Date.now() - 500) }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['form_started_at']);
  });

  test.each([
    ['0 (the epoch)', () => 0],
    ['an hour in the future', () => Date.now() + 3_600_000],
    ['three minutes in the future (more than clock skew)', () => Date.now() + 180_000],
    ['more than a day ago', () => Date.now() - 25 * 3_600_000],
  ])('a start time of %s skips nothing: 400', async (_label, startedAt) => {
    const answer = await postForm(server, 'enquiry', enquiryFields({ form_started_at: String(startedAt()) }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['form_started_at']);
  });

  test('a browser clock a minute ahead of ours is skew, not a bot', async () => {
    const answer = await postForm(
      server,
      'enquiry',
      enquiryFields({ form_started_at: String(Date.now() + 60_000) }),
    );
    expect(answer.status).toBe(200);
    // Its two mails are written as .eml files shortly after; take them out of the comparison too.
    await eventually(
      async () =>
        (
          await server.query<{ n: number }>(
            "SELECT count(*) AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = ? AND o.status = 'sent'",
            answer.body.reference,
          )
        )[0]!.n === 2,
    );
    await nothingStored.accept();
  });

  test('control and bidi characters in names (a forged mail line) get 400 naming the field', async () => {
    const answer = await postForm(
      server,
      'enquiry',
      enquiryFields({
        last_name: 'Mei\r\nBcc: all@example.com',
        surname: 'Chan\u202e',
        schoolCompany: 'A\u0000B',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'last_name', message: 'forms:errors.controlCharacters' },
      { field: 'surname', message: 'forms:errors.controlCharacters' },
      { field: 'schoolCompany', message: 'forms:errors.controlCharacters' },
    ]);
  });

  test('a missing idempotency key', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields({ idempotency_key: 'not-a-uuid' }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['idempotency_key']);
  });

  test('a cross-site Origin gets 403', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields(), { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
  });

  test('Sec-Fetch-Site: cross-site without an Origin gets 403', async () => {
    const response = await fetch(`${server.url}/enquiry`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: urlencoded(enquiryFields({ last_name: '' })).toString(),
    });
    expect(response.status).toBe(403);
  });

  test('a cross-site CV upload gets 403 before anything is written', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdfBytes())]), 'cv.pdf');
    const response = await fetch(`${server.url}/cv`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: form,
    });
    expect(response.status).toBe(403);
  });

  test('an origin on CORS_ORIGINS may post and gets CORS headers', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields({ last_name: '' }), {
      origin: 'https://partner.example.com',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example.com');
    const preflight = await fetch(`${server.url}/enquiry`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('an oversized urlencoded body gets 413', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields({ textarea: 'x'.repeat(40_000) }));
    expect(answer.status).toBe(413);
  });

  test('a JSON body is not accepted', async () => {
    const response = await fetch(`${server.url}/enquiry`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify(enquiryFields()),
    });
    expect(response.status).toBe(415);
  });
});
