// Forms the browser posts itself, with scripts off (decision 066): a real server whose site bundle echoes the
// posted form's state into the page, so what the site would render with is read back from the HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PostedForm } from '@agency/forms';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfBytes } from '../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { applicationFields, enquiryFields, urlencoded } from '../test-support/wire-bodies.ts';

const ECHO_BUNDLE = `
const pages = ['/ContactUs', '/zh-hant/ContactUs', '/OurServices/OurServices_TA', '/Vacancies'];
export const siteBundle = {
  async renderPage(url, fetch, options) {
    const state = JSON.stringify({ url, posted: options.postedForm ?? null }).replace(/</g, '\\\\u003c');
    return { kind: 'page', status: 200, html: '<!doctype html><script type="application/json">' + state + '</script>' };
  },
  pageKey: (url) => (pages.includes(url.split('?')[0]) ? url : null),
  personalPage: () => false,
  listPages: async () => [],
  renderSitemap: async () => '',
  renderRobotsTxt: () => '',
  langFromPath: (p) => (p.startsWith('/zh-hant') ? 'zh-Hant' : 'en'),
  localizePath: (p) => p,
};
`;

let server: TestServer;
let ssrDir: string;

beforeAll(async () => {
  ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'echo-site-'));
  fs.writeFileSync(path.join(ssrDir, 'entry-prerender.js'), ECHO_BUNDLE);
  server = await startTestServer({ WEB_SSR_DIR: ssrDir });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(ssrDir, { recursive: true, force: true });
});

/** What a browser sends when it posts a form itself: a navigation that accepts HTML, from the site's origin. */
const navigation = (origin: string) => ({
  origin,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'same-origin',
});

/** What a refused form must not leave: rows and files (mail of earlier tests may still be on its way). */
const stored = async () => {
  const { submissions, uploads, uploadFiles, files, tempFiles } = await server.snapshot();
  return { submissions, uploads, uploadFiles, files, tempFiles };
};

const where = (page: string, form: string) => ({ form_page: page, form_id: form });

async function browserPost(route: string, body: URLSearchParams | FormData, origin = server.origin) {
  return fetch(`${server.url}/${route}`, {
    method: 'POST',
    headers: navigation(origin),
    body,
    redirect: 'manual',
  });
}

const renderedState = async (response: Response) => {
  const html = await response.text();
  const json = /<script type="application\/json">(.*)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { url: string; posted: PostedForm };
};

describe('a form the browser posts itself', () => {
  test('is taken, gets a key of its own, and lands on its page showing the reference', async () => {
    const { idempotency_key: _key, ...fields } = enquiryFields(where('/ContactUs', 'enquiry-contact-us'));
    const answer = await browserPost('enquiry', urlencoded(fields));
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!, server.origin);
    expect(location.pathname).toBe('/api/forms/sent');
    const reference = location.searchParams.get('reference')!;
    expect(reference).toMatch(/^ENQ-\d{4}-[0-9A-Z]{6}$/);
    const [row] = await server.query<{ email: string }>(
      'SELECT email FROM submissions WHERE reference = ?',
      reference,
    );
    expect(row?.email).toBe('mei.chan@example.com');
    // The address stays out of the URL: only where the form sits and the reference.
    expect([...location.searchParams.keys()].sort()).toEqual(['form_id', 'form_page', 'reference']);

    const page = await fetch(location);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const state = await renderedState(page);
    expect(state.url).toBe('/ContactUs');
    expect(state.posted).toEqual({ id: 'enquiry-contact-us', values: {}, reference });
  });

  test('refused: the page again (422) with what was typed and each field message, nothing stored', async () => {
    const before = await stored();
    const fields = enquiryFields({
      ...where('/zh-hant/ContactUs', 'enquiry-contact-us'),
      surname: '',
      email: 'mei@',
    });
    const answer = await browserPost('enquiry', urlencoded(fields));
    expect(answer.status).toBe(422);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { url, posted } = await renderedState(answer);
    expect(url).toBe('/zh-hant/ContactUs');
    expect(posted.values).toMatchObject({ firstName: 'Mei', surname: '', email: 'mei@' });
    expect(posted.failure).toEqual({
      kind: 'validation',
      errors: [
        { field: 'surname', message: 'forms:errors.required.surname' },
        { field: 'email', message: 'forms:errors.emailFormat' },
      ],
    });
    expect(await stored()).toEqual(before);
  });

  test('the honeypot still holds: refused with no field named, nothing stored', async () => {
    const before = await stored();
    const fields = enquiryFields({
      ...where('/ContactUs', 'enquiry-contact-us'),
      company_website: 'spam.example',
    });
    const answer = await browserPost('enquiry', urlencoded(fields));
    expect(answer.status).toBe(422);
    const { posted } = await renderedState(answer);
    expect(posted.failure).toEqual({
      kind: 'validation',
      errors: [{ field: 'honeypot', message: 'forms:errors.metaInvalid' }],
    });
    expect(await stored()).toEqual(before);
  });

  test('from another site: refused as before, with no page of ours', async () => {
    const fields = enquiryFields(where('/ContactUs', 'enquiry-contact-us'));
    const answer = await browserPost('enquiry', urlencoded(fields), 'https://elsewhere.example');
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toContain('application/json');
  });

  test("a page that is not the site's is never a redirect target", async () => {
    const fields = enquiryFields(where('//elsewhere.example/x', 'enquiry-contact-us'));
    const answer = await browserPost('enquiry', urlencoded(fields));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    const sent = await fetch(
      `${server.url}/sent?form_page=%2Fnowhere&form_id=enquiry-contact-us&reference=ENQ-2026-ABCDEF`,
    );
    expect(sent.status).toBe(404);
  });

  test("the app's own fetch still gets the JSON contract", async () => {
    const fields = enquiryFields({ ...where('/ContactUs', 'enquiry-contact-us'), surname: '' });
    const answer = await fetch(`${server.url}/enquiry`, {
      method: 'POST',
      headers: { origin: server.origin, accept: 'application/json', 'sec-fetch-mode': 'cors' },
      body: urlencoded(fields),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: [{ field: 'surname' }] });
  });

  test('a job alert lands on its page with no reference', async () => {
    const body = urlencoded({
      ...where('/Vacancies', 'alert-vacancies'),
      email: 'alerts@example.com',
      regions: 'any',
      sectors: 'any',
      employmentTypes: 'any',
      frequency: 'weekly',
      lang: 'en',
      form_started_at: String(Date.now() - 10_000),
      company_website: '',
    });
    const answer = await browserPost('alert', body);
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!, server.origin).searchParams.get('reference')).toBe('');
  });
});

describe('the application posted with its CV (multipart)', () => {
  const form = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    // A file input with nothing chosen still sends a part: no name, no bytes.
    const blob = new Blob([new Uint8Array(file?.bytes ?? Buffer.alloc(0))], { type: 'application/pdf' });
    body.append('file', blob, file?.name ?? '');
    return body;
  };
  const teachAbroad = where('/OurServices/OurServices_TA', 'application-teach-abroad');

  test('is stored with its CV and lands on its page with the reference', async () => {
    const {
      fileName: _f,
      idempotency_key: _k,
      ...fields
    } = applicationFields('', teachAbroad) as Record<string, string>;
    const answer = await browserPost('application', form(fields, { name: 'cv.pdf', bytes: pdfBytes() }));
    expect(answer.status).toBe(303);
    const reference = new URL(answer.headers.get('location')!, server.origin).searchParams.get('reference');
    const [row] = await server.query<{ data: string }>(
      'SELECT data FROM submissions WHERE reference = ?',
      reference,
    );
    expect(JSON.parse(row!.data).fileName).toMatch(/^cv-/);
  });

  test('without a CV: the page again with the answers, the CV message, nothing stored', async () => {
    const before = await stored();
    const { fileName: _f, ...fields } = applicationFields('', { ...teachAbroad, surname: '' }) as Record<
      string,
      string
    >;
    const answer = await browserPost('application', form(fields));
    expect(answer.status).toBe(422);
    const { posted } = await renderedState(answer);
    expect(posted.values).toMatchObject({ firstName: 'Tom', nationality: 'United Kingdom' });
    expect(posted.failure).toEqual({
      kind: 'validation',
      errors: [
        { field: 'cv', message: 'forms:errors.cv.required' },
        { field: 'surname', message: 'forms:errors.required.surname' },
      ],
    });
    expect(await stored()).toEqual(before);
  });

  test('a file that is not what it says: the CV message, the answers kept, nothing stored', async () => {
    const before = await stored();
    const { fileName: _f, ...fields } = applicationFields('', teachAbroad) as Record<string, string>;
    const answer = await browserPost(
      'application',
      form(fields, { name: 'cv.pdf', bytes: Buffer.from('hello') }),
    );
    expect(answer.status).toBe(422);
    const { posted } = await renderedState(answer);
    expect(posted.values.email).toBe('tom.baker@example.com');
    expect(posted.failure).toEqual({
      kind: 'validation',
      errors: [{ field: 'cv', message: 'forms:errors.cv.content' }],
    });
    expect(await stored()).toEqual(before);
  });
});
