import Fastify, { type FastifyInstance } from 'fastify';
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentWebhook, WEBHOOK_PATH } from './webhook-route.ts';

const secret = 'test-secret';
const published: { _id: string; _type: string }[] = [];
let accept = true;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(contentWebhook, {
    secret,
    onPublish: async (document) => {
      published.push(document);
      return accept;
    },
  });
});
afterAll(() => app.close());
beforeEach(() => {
  published.length = 0;
  accept = true;
});

async function post(body: string, signature?: string | null) {
  const header = signature === undefined ? await encodeSignatureHeader(body, Date.now(), secret) : signature;
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(header ? { 'sanity-webhook-signature': header } : {}),
    },
    payload: body,
  });
}

describe('POST /api/content/webhook', () => {
  it('re-reads content for a signed change to a document the site shows', async () => {
    const response = await post(JSON.stringify({ _id: 'vacancy-a', _type: 'vacancy', title: { en: 'x' } }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: true });
    expect(published).toEqual([{ _id: 'vacancy-a', _type: 'vacancy' }]);
  });

  it('refuses an unsigned or wrongly signed request with 401, and does nothing', async () => {
    const body = JSON.stringify({ _id: 'vacancy-a', _type: 'vacancy' });
    expect((await post(body, null)).statusCode).toBe(401);
    const forged = await encodeSignatureHeader(body, Date.now(), 'another-secret');
    expect((await post(body, forged)).statusCode).toBe(401);
    // Signed for another body: the signature covers the exact bytes.
    const other = await encodeSignatureHeader('{"_id":"b","_type":"vacancy"}', Date.now(), secret);
    expect((await post(body, other)).statusCode).toBe(401);
    expect((await post(body, 'not-a-signature')).statusCode).toBe(401);
    expect(published).toEqual([]);
  });

  it('answers 400 to a signed body that is not JSON or not a document', async () => {
    const malformed = await post('{"_id": "vacancy-a", ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/not JSON/);
    const noType = await post(JSON.stringify({ _id: 'vacancy-a' }));
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error).toMatch(/_id and _type/);
    expect(published).toEqual([]);
  });

  it('acknowledges an unknown document type and re-renders nothing', async () => {
    const response = await post(JSON.stringify({ _id: 'x', _type: 'sanity.fileAsset' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: false });
    expect(published).toEqual([]);
  });

  it('answers 500 when the new content cannot be read (the last good content stays)', async () => {
    accept = false;
    const response = await post(JSON.stringify({ _id: 'vacancy-a', _type: 'vacancy' }));
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toMatch(/last good content/);
  });

  it('refuses signatures more than 5 minutes old or ahead (a captured request from 2021 or 2100)', async () => {
    const body = JSON.stringify({ _id: 'vacancy-a', _type: 'vacancy' });
    for (const at of [
      Date.UTC(2021, 0, 1),
      Date.UTC(2100, 0, 1),
      Date.now() - 5 * 60_000 - 2000,
      Date.now() + 5 * 60_000 + 2000,
    ]) {
      const response = await post(body, await encodeSignatureHeader(body, at, secret));
      expect(response.statusCode, new Date(at).toISOString()).toBe(401);
      expect(response.json().error).toMatch(/5 minutes/);
    }
    // Within the window either way (clocks differ a little) is fine.
    for (const at of [Date.now() - 4 * 60_000, Date.now() + 60_000]) {
      expect((await post(body, await encodeSignatureHeader(body, at, secret))).statusCode).toBe(200);
    }
    expect(published).toHaveLength(2);
  });

  it('accepts a signature once: a replayed request is refused, also many at once', async () => {
    const body = JSON.stringify({ _id: 'vacancy-b', _type: 'vacancy' });
    const header = await encodeSignatureHeader(body, Date.now(), secret);
    expect((await post(body, header)).statusCode).toBe(200);
    const replays = await Promise.all(Array.from({ length: 50 }, () => post(body, header)));
    expect(replays.map((r) => r.statusCode)).toEqual(Array(50).fill(401));
    expect(replays[0]!.json().error).toMatch(/already used/);
    expect(published).toEqual([{ _id: 'vacancy-b', _type: 'vacancy' }]);
  });

  it('lets Sanity retry a delivery that failed on our side', async () => {
    const body = JSON.stringify({ _id: 'vacancy-c', _type: 'vacancy' });
    const header = await encodeSignatureHeader(body, Date.now(), secret);
    accept = false;
    expect((await post(body, header)).statusCode).toBe(500);
    accept = true;
    expect((await post(body, header)).statusCode).toBe(200);
    expect((await post(body, header)).statusCode).toBe(401);
  });
});
