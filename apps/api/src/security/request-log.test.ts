// What the server logs (issue 27): no query strings (a staff search is a surname), no line that grows with the URL,
// one line per client for a flood of GETs past the limit, and a word at start-up when SITE_ORIGIN is missing.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startStaffServer, type StaffTestServer } from '../test-support/staff-server.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { MAX_LOGGED_PATH } from './request-log.ts';

const NO_SITE = '/nonexistent/dist-ssr';

function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => (text = ''),
  };
}

describe('the request log', () => {
  const log = capture();
  let server: StaffTestServer;
  beforeAll(async () => {
    // No site bundle: its renders ahead of visitors would log their own requests meanwhile.
    server = await startStaffServer({ LOG_LEVEL: 'info', WEB_SSR_DIR: NO_SITE }, undefined, null, {
      logStream: log.stream,
    });
  });
  afterAll(() => server.close());

  test('a staff search logs the path, route, status and time, never the search words', async () => {
    const cookie = await server.signIn();
    log.clear();
    const search = await server.call('GET', '/submissions?q=Chan%20Tai%20Man&kind=application', { cookie });
    expect(search.status).toBe(200);
    const csv = await server.call('GET', '/submissions.csv?q=chan.taiman%40example.com', { cookie });
    await csv.text();
    expect(log.text()).not.toMatch(/chan|tai/i);
    const requests = log.lines().filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/staff/submissions',
        route: '/api/staff/submissions',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({ path: '/api/staff/submissions.csv', status: 200 }),
    ]);
    // No client address either.
    expect(log.text()).not.toContain('127.0.0.1');
  });

  test('a 16 KB URL is logged as its path, cut to 512 characters', async () => {
    log.clear();
    const long = `/api/staff/${'a'.repeat(8000)}?utm_source=${'b'.repeat(8000)}`;
    await fetch(`${server.origin}${long}`).then((response) => response.arrayBuffer());
    const lines = log.text().split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(MAX_LOGGED_PATH + 400);
    expect(JSON.parse(lines[0]!).path).toBe(`${long.slice(0, MAX_LOGGED_PATH)}…`);
  });
});

describe('the GET rate limit', () => {
  const log = capture();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: 'info', WEB_SSR_DIR: NO_SITE, GET_RATE_LIMIT_MAX: '5', TRUST_PROXY: '127.0.0.1' },
      { logStream: log.stream },
    );
  });
  afterAll(() => server.close());

  const get = (client: string) =>
    fetch(`${server.origin}/robots.txt?n=${Math.random()}`, { headers: { 'x-forwarded-for': client } }).then(
      async (response) => {
        await response.arrayBuffer();
        return response;
      },
    );

  test('the sixth GET in a minute gets 429 with Retry-After; other clients are not affected', async () => {
    for (let i = 0; i < 5; i += 1) expect((await get('203.0.113.5')).status).not.toBe(429);
    const limited = await get('203.0.113.5');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get('203.0.113.6')).status).not.toBe(429);
    // IPv6 clients share a budget per /64.
    for (let i = 0; i < 5; i += 1) await get(`2001:db8:7:7::${i + 1}`);
    expect((await get('2001:db8:7:7::99')).status).toBe(429);
  });

  test('a flood past the limit adds one log line per client, not one per request', async () => {
    for (let i = 0; i < 5; i += 1) await get('198.51.100.20');
    log.clear();
    const statuses = await Promise.all(Array.from({ length: 200 }, () => get('198.51.100.20')));
    expect(statuses.every((response) => response.status === 429)).toBe(true);
    // The requests' lines only: the server's scheduled jobs (job alerts) may log while the flood runs.
    const lines = log.lines().filter((line) => 'reqId' in line);
    expect(lines).toEqual([expect.objectContaining({ msg: 'a client reached the GET rate limit' })]);
  });

  test('POSTs are not counted against it (the forms API has its own limit)', async () => {
    for (let i = 0; i < 5; i += 1) await get('198.51.100.30');
    const post = await fetch(`${server.origin}/api/forms/enquiry`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.30', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(post.status).not.toBe(429);
  });
});

describe('start-up', () => {
  test('without SITE_ORIGIN the server says so; with it, it does not', async () => {
    const without = capture();
    const bare = await startTestServer({ LOG_LEVEL: 'info' }, { logStream: without.stream });
    await bare.close();
    expect(without.text()).toMatch(
      /SITE_ORIGIN is not set: canonical and hreflang links, robots.txt and the sitemap/,
    );
    const withOrigin = capture();
    const set = await startTestServer(
      { LOG_LEVEL: 'info', SITE_ORIGIN: 'https://www.agency.example' },
      { logStream: withOrigin.stream },
    );
    await set.close();
    expect(withOrigin.text()).toContain('Server listening');
    expect(withOrigin.text()).not.toContain('SITE_ORIGIN');
  });
});
