import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { dayOf } from './insights-day.ts';
import { insightsReport } from './insights-report.ts';
import { BROWSER, startInsightsSite, type InsightsSite } from './test-support/insights-site.ts';

let site: InsightsSite;
beforeEach(async () => {
  site = await startInsightsSite();
});
afterEach(async () => site.close());

const visit = (url: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  site.app.inject({
    url,
    remoteAddress,
    headers: { 'user-agent': BROWSER, host: 'www.agency.example', ...headers },
  });

const today = () => dayOf(Date.now());
async function report() {
  await site.insights.buffer.flush();
  return insightsReport(site.database.db, today(), today());
}
const events = () => site.database.db.selectFrom('insights_events').selectAll().execute();

describe('counting page views on the server', () => {
  test('counts a visit with its source, without a cookie or the query string', async () => {
    const page = await visit(
      '/AboutUs?utm_source=fair-qr&utm_medium=print&utm_campaign=autumn&email=a%40b.hk',
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    const figures = await report();
    expect(figures.totals).toMatchObject({ visitors: 1, views: 1 });
    expect(figures.sources).toEqual([{ source: 'fair-qr', visitors: 1, sent: 0 }]);
    expect(figures.campaigns).toEqual([
      { source: 'fair-qr', medium: 'print', campaign: 'autumn', visitors: 1 },
    ]);
    const [row] = await events();
    expect(row).toMatchObject({ path: '/AboutUs', lang: 'en', kind: 'view' });
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113\.7|Chrome|a%40b|a@b/);
  });

  test('a referring site is the source; a page reached inside the site has none', async () => {
    await visit('/', { referer: 'https://www.forum.example/thread/1' });
    await visit('/AboutUs', { referer: 'https://www.agency.example/' });
    const figures = await report();
    expect(figures.totals).toMatchObject({ visitors: 1, views: 2 });
    expect(figures.sources).toEqual([{ source: 'forum.example', visitors: 1, sent: 0 }]);
    expect(figures.referrers).toEqual([{ host: 'forum.example', visitors: 1 }]);
  });

  test.each([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['DNT: 1', { dnt: '1' }],
    ['a bot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['no user agent', { 'user-agent': '' }],
    ['staff (a staff session cookie)', { cookie: 'staff_session=abc123' }],
    ['staff over https', { cookie: 'other=1; __Host-staff_session=abc123' }],
  ])('does not count %s', async (_name, headers) => {
    expect((await visit('/AboutUs', headers)).statusCode).toBe(200);
    expect((await report()).totals.views).toBe(0);
  });

  test('does not count personal pages, 404s or the sitemap', async () => {
    await visit('/me?t=secret-token');
    await visit('/NoSuchPage');
    await visit('/sitemap.xml');
    expect(await events()).toEqual([]);
  });

  test('the same address and browser is one visitor a day; another browser is another', async () => {
    await visit('/');
    await visit('/AboutUs');
    await visit('/', { 'user-agent': BROWSER.replace('142', '141') });
    expect((await report()).totals).toMatchObject({ visitors: 2, views: 3 });
  });
});

describe('the events the site posts', () => {
  const post = (payload: unknown, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    site.app.inject({
      method: 'POST',
      url: '/api/insights/event',
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': BROWSER, ...headers },
      payload: payload as object,
    });

  test('counts an application started with its landing source', async () => {
    const answer = await post({ kind: 'started', path: '/Vacancies/hk-1', landing: { source: 'fair-qr' } });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const figures = await report();
    expect(figures.totals.started).toBe(1);
    expect(figures.vacancies[0]).toMatchObject({ vacancy: 'hk-1', started: 1 });
  });

  test('refuses other sites, unknown kinds, a path with a query, and too many', async () => {
    expect((await post({ kind: 'started', path: '/' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(
      403,
    );
    expect((await post({ kind: 'sent', path: '/' })).json().message).toMatch(/kind must be one of/);
    expect((await post({ kind: 'view', path: '/x?t=token' })).statusCode).toBe(400);
    const answers = [];
    for (let i = 0; i < 61; i += 1) answers.push((await post({ kind: 'view', path: '/' })).statusCode);
    expect(answers.at(-1)).toBe(429);
  });

  test('does not count an event sent with Sec-GPC: 1', async () => {
    await post({ kind: 'started', path: '/' }, { 'sec-fetch-site': 'same-origin', 'sec-gpc': '1' });
    expect((await report()).totals.started).toBe(0);
  });
});
