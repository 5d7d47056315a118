// The insights through the whole server: a form's carried source kept with its submission, the sent form counted,
// and the staff Insights API (its role, its range check, its CSV).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { InsightsReport } from '@agency/forms/insights';
import { postForm } from '../test-support/requests.ts';
import { startStaffServer, type StaffTestServer } from '../test-support/staff-server.ts';
import { enquiryFields } from '../test-support/wire-bodies.ts';
import { BROWSER } from './test-support/insights-site.ts';

let server: StaffTestServer;
let cookie: string;
beforeAll(async () => {
  server = await startStaffServer();
  cookie = await server.signIn();
});
afterAll(async () => server.close());

test('an enquiry keeps the source it carried, and is counted with it', async () => {
  const fields = enquiryFields({
    landing_source: 'fair-qr',
    landing_medium: 'print',
    landing_campaign: '=cmd()',
  });
  const answer = await postForm(server, 'enquiry', fields, { 'user-agent': BROWSER });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('set-cookie')).toBeNull();
  const kept = await server.query<{ source: string; campaign: string }>(
    'SELECT s.source, s.campaign FROM submission_sources s JOIN submissions u ON u.id = s.submission_id WHERE u.reference = ?',
    answer.body.reference,
  );
  expect(kept).toEqual([{ source: 'fair-qr', campaign: '=cmd()' }]);

  const response = await server.call('GET', '/insights', { cookie });
  expect(response.status).toBe(200);
  const report = (await response.json()) as InsightsReport;
  expect(report.totals.enquiries).toBe(1);

  const csv = await server.call('GET', `/insights.csv?from=${report.from}&to=${report.to}`, { cookie });
  expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  const bytes = Buffer.from(await csv.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8', 3)).toMatch(
    /^section,name,detail,visitors,views,started,sent,conversion\r\n/,
  );
});

test('a form posted without JavaScript takes the same visitor’s source of the day; another visitor has none', async () => {
  const sourceOf = async (userAgent: string) => {
    const answer = await postForm(server, 'enquiry', enquiryFields(), { 'user-agent': userAgent });
    return server.query(
      'SELECT s.source FROM submission_sources s JOIN submissions u ON u.id = s.submission_id WHERE u.reference = ?',
      answer.body.reference,
    );
  };
  expect(await sourceOf(BROWSER)).toEqual([{ source: 'fair-qr' }]);
  expect(await sourceOf(BROWSER.replace('Windows NT 10.0', 'Macintosh'))).toEqual([]);
});

test('the Insights API is for staff, and says what is wrong with a range', async () => {
  expect((await server.call('GET', '/insights')).status).toBe(401);
  const wrong = await server.call('GET', '/insights?from=2026-12-31&to=2026-01-01', { cookie });
  expect(wrong.status).toBe(400);
  expect(((await wrong.json()) as { message: string }).message).toBe('from must not be after to.');
  const long = await server.call('GET', '/insights?from=2020-01-01&to=2026-01-01', { cookie });
  expect(((await long.json()) as { message: string }).message).toMatch(/at most 761 days/);
});
