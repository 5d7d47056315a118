// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyApplication, type ApplicationValues } from './application-schema.ts';
import { createFormsClient } from './client.ts';
import type { EnquiryValues } from './enquiry-schema.ts';
import type { FormMeta } from './form-meta.ts';

// Same origin as the jsdom page: a cross-origin XHR with upload listeners would need a CORS preflight.
const BASE = window.location.origin;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createFormsClient({
  baseUrl: `${BASE}/`,
  paths: { enquiry: '/jsp/recruitment_send_email.jsp' },
});
const meta: FormMeta = {
  idempotencyKey: '0b7f6c4e-9a43-4a55-8d2f-2f7e0f3c1a9b',
  formStartedAt: 1,
  honeypot: '',
};
const enquiry: EnquiryValues = {
  firstName: 'Mei',
  surname: 'Chan',
  schoolCompany: 'S',
  phone: '1',
  email: 'a@b.hk',
  message: 'm',
};
const application: ApplicationValues = { ...emptyApplication(), firstName: 'Sam', fileName: 'up_1' };

describe('sendEnquiry', () => {
  it('posts urlencoded wire fields to the configured path and returns the reference', async () => {
    let received: URLSearchParams | undefined;
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE}/jsp/recruitment_send_email.jsp`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        received = new URLSearchParams(await request.text());
        return HttpResponse.json({
          status: 200,
          result: 'ok',
          message: 'Thank you',
          reference: 'ENQ-2026-0001',
        });
      }),
    );
    const result = await client.sendEnquiry(enquiry, meta);
    expect(result).toEqual({ ok: true, data: { reference: 'ENQ-2026-0001', message: 'Thank you' } });
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(received?.get('last_name')).toBe('Mei');
    expect(received?.get('textarea')).toBe('m');
    expect(received?.get('idempotency_key')).toBe(meta.idempotencyKey);
  });

  it('treats a 200 whose body status is not 2xx (the legacy provider) as a server failure', async () => {
    server.use(
      http.post(`${BASE}/jsp/recruitment_send_email.jsp`, () =>
        HttpResponse.json({ status: 500, message: 'x' }),
      ),
    );
    expect(await client.sendEnquiry(enquiry, meta)).toEqual({
      ok: false,
      failure: { kind: 'server', status: 200 },
    });
  });

  it('maps a 400 back onto form field names', async () => {
    server.use(
      http.post(`${BASE}/jsp/recruitment_send_email.jsp`, () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Invalid',
            errors: [
              { field: 'last_name', message: 'forms:errors.required.firstName' },
              { field: 'textarea', message: 'forms:errors.required.message' },
              { field: 'idempotency_key', message: 'forms:errors.metaInvalid' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    expect(await client.sendEnquiry(enquiry, meta)).toEqual({
      ok: false,
      failure: {
        kind: 'validation',
        errors: [
          { field: 'firstName', message: 'forms:errors.required.firstName' },
          { field: 'message', message: 'forms:errors.required.message' },
          { field: 'idempotencyKey', message: 'forms:errors.metaInvalid' },
        ],
      },
    });
  });

  it.each([
    [429, { 'Retry-After': '30' }, { kind: 'rate-limited', retryAfterSeconds: 30 }],
    [409, {}, { kind: 'key-reused' }],
    [413, {}, { kind: 'too-large' }],
    [415, {}, { kind: 'unsupported-type' }],
    [503, {}, { kind: 'server', status: 503 }],
  ] as const)('turns HTTP %i into a typed failure', async (status, headers, failure) => {
    server.use(
      http.post(
        `${BASE}/jsp/recruitment_send_email.jsp`,
        () => new HttpResponse('nope', { status, headers }),
      ),
    );
    expect(await client.sendEnquiry(enquiry, meta)).toEqual({ ok: false, failure });
  });

  it('reports a network error and an abort without throwing', async () => {
    server.use(http.post(`${BASE}/jsp/recruitment_send_email.jsp`, () => HttpResponse.error()));
    expect(await client.sendEnquiry(enquiry, meta)).toEqual({ ok: false, failure: { kind: 'network' } });
    const controller = new AbortController();
    controller.abort();
    expect(await client.sendEnquiry(enquiry, meta, { signal: controller.signal })).toEqual({
      ok: false,
      failure: { kind: 'aborted' },
    });
  });
});

describe('sendApplication', () => {
  it('posts to the default path with the variant fields', async () => {
    let received: URLSearchParams | undefined;
    server.use(
      http.post(`${BASE}/api/forms/application`, async ({ request }) => {
        received = new URLSearchParams(await request.text());
        return HttpResponse.json(
          { status: 201, result: 'created', message: '', reference: 'APP-7' },
          { status: 201 },
        );
      }),
    );
    const result = await client.sendApplication(
      { ...application, sectors: ['Kindergarten'], functions: ['Teaching assistant'] },
      meta,
      'vacancies',
    );
    expect(result).toEqual({ ok: true, data: { reference: 'APP-7', message: '' } });
    expect(received?.getAll('sectors')).toEqual(['Kindergarten']);
    expect(received?.get('fileName')).toBe('up_1');
    expect(received?.has('vacancy')).toBe(true);
  });
});

describe('uploadCv', () => {
  const pdf = () => new File(['%PDF-1.7 test'], 'my cv.pdf', { type: 'application/pdf' });

  it('sends each file as `file` in multipart and returns the fileName, reporting progress', async () => {
    let names: string[] = [];
    server.use(
      http.post(`${BASE}/api/forms/cv`, async ({ request }) => {
        // Read the raw multipart text: jsdom's File and undici's formData() parser do not mix.
        const raw = await request.text();
        names = [...raw.matchAll(/name="file"; filename="([^"]*)"/g)].map((m) => m[1] ?? '');
        return HttpResponse.json({ data: { fileName: 'up_42' } });
      }),
    );
    const progress: number[] = [];
    const result = await client.uploadCv([pdf(), new File(['x'], 'b.docx')], {
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ ok: true, data: { fileName: 'up_42' } });
    expect(names).toEqual(['my cv.pdf', 'b.docx']);
    expect(progress.at(-1)).toBe(1);
  });

  it.each([
    [413, { kind: 'too-large' }],
    [415, { kind: 'unsupported-type' }],
    [429, { kind: 'rate-limited' }],
    [500, { kind: 'server', status: 500 }],
  ] as const)('turns HTTP %i into a typed failure', async (status, failure) => {
    server.use(http.post(`${BASE}/api/forms/cv`, () => HttpResponse.json({ message: 'no' }, { status })));
    expect(await client.uploadCv([pdf()])).toEqual({ ok: false, failure });
  });

  it('does not accept a 200 without a fileName (the legacy bug of posting anyway)', async () => {
    server.use(http.post(`${BASE}/api/forms/cv`, () => HttpResponse.json({ data: {} })));
    expect(await client.uploadCv([pdf()])).toEqual({ ok: false, failure: { kind: 'server', status: 200 } });
  });

  it('reports a network error and an abort', async () => {
    server.use(http.post(`${BASE}/api/forms/cv`, () => HttpResponse.error()));
    expect(await client.uploadCv([pdf()])).toEqual({ ok: false, failure: { kind: 'network' } });
    const controller = new AbortController();
    controller.abort();
    expect(await client.uploadCv([pdf()], { signal: controller.signal })).toEqual({
      ok: false,
      failure: { kind: 'aborted' },
    });
  });
});
