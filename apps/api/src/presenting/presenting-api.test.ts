// Presenting a candidate to a school (decision 075) against the real server, on SQLite and Postgres: what the
// school's API answer holds and never holds, the CV only when ticked, views, revocation and the 14 days (410), the
// school's answer on the timeline and in the staff member's mail, bad input, the audit log, and erasure.
import fs from 'node:fs';
import path from 'node:path';
import type {
  CandidateRecord,
  ProfileShareCreated,
  ProfileSharesAnswer,
  SharedProfileAnswer,
} from '@agency/forms';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMail } from '../test-support/mime.ts';
import { startStaffServer, STAFF_EMAIL, type StaffTestServer } from '../test-support/staff-server.ts';
import { eventually } from '../test-support/test-server.ts';
import {
  candidateOf,
  forVacancy,
  jsonCall,
  postApplication,
} from '../recruiting/test-support/recruiting-server.ts';
import { agentFamily } from './agent-family.ts';

let server: StaffTestServer;
let cookie: string;
let call: ReturnType<typeof jsonCall>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startStaffServer();
  cookie = await server.signIn();
  call = jsonCall(server, () => cookie);
});
afterAll(() => server.close());

/** Everything personal the application holds that a school must never see. */
let people = 0;
const PRIVATE = {
  email: 'hidden.teacher@example.com',
  phone: '447700900987',
  idNo: 'Z9876543',
  dateOfBirth: '1991-04-23',
  area: 'Clifton Village',
};

async function candidateWithEverything() {
  people += 1;
  const reference = await postApplication(server, {
    email: PRIVATE.email.replace('@', `.${people}@`),
    phone: PRIVATE.phone,
    id_no: PRIVATE.idNo,
    area_you_reside_in: PRIVATE.area,
    ...forVacancy(),
  });
  // The forms ask no date of birth today; a stored one (decision 070) must not reach the school either.
  const [row] = await server.query<{ data: string }>(
    'SELECT data FROM submissions WHERE reference = ?',
    reference,
  );
  const data = { ...(JSON.parse(row!.data) as Record<string, unknown>), dateOfBirth: PRIVATE.dateOfBirth };
  await server.query('UPDATE submissions SET data = ? WHERE reference = ?', JSON.stringify(data), reference);
  return { reference, id: await candidateOf(server, reference) };
}

const share = (id: number, reference: string, extra: Record<string, unknown> = {}) =>
  call<ProfileShareCreated & { message?: string }>('POST', `/candidates/${id}/shares`, {
    reference,
    schoolName: 'Sha Tin Primary School',
    contactName: 'Mrs Chan',
    contactEmail: 'principal@shatin-primary.example',
    lang: 'en',
    note: 'Warm, organised, and great with phonics.',
    includeCv: false,
    ...extra,
  });

const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;
const profile = (token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/present/profile?t=${encodeURIComponent(token)}&lang=en`, { headers });
const answer = (token: string, fields: Record<string, string>, prefix = '') =>
  fetch(`${server.origin}${prefix}/ForSchools/Candidate/Answer`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ t: token, ...fields }).toString(),
  });
const count = async (sql: string, ...params: unknown[]) =>
  Number((await server.query<{ n: number }>(sql, ...params))[0]!.n);
const mailFile = (part: string) =>
  eventually(() => {
    const names = fs.existsSync(server.layout.mailDir) ? fs.readdirSync(server.layout.mailDir) : [];
    return names.find((name) => name.includes(part) && name.endsWith('.eml'));
  });

test('the school sees a redacted profile: no e-mail, phone, ID, date of birth or area; no CV unless ticked', async () => {
  const { reference, id } = await candidateWithEverything();
  const created = await share(id, reference);
  expect(created.status).toBe(201);
  expect(created.body.link).toMatch(/\/ForSchools\/Candidate\?t=[A-Za-z0-9_-]{43}$/);
  const token = tokenOf(created.body.link);
  // Only the hash is stored.
  const stored = await server.query<{ token_hash: string }>('SELECT token_hash FROM profile_shares');
  expect(JSON.stringify(stored)).not.toContain(token);

  const response = await profile(token);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
  const raw = await response.text();
  for (const value of Object.values(PRIVATE)) expect(raw).not.toContain(value);
  expect(raw).not.toContain('hidden.teacher');
  expect(raw).not.toContain('Baker'); // the surname: only its initial
  const body = JSON.parse(raw) as SharedProfileAnswer;
  expect(body).toMatchObject({
    state: 'open',
    profile: {
      displayName: 'Tom B.',
      nationality: 'United Kingdom',
      educationLevel: "Bachelor's degree",
      teflCertificateHeld: 'Yes',
      careerLevel: 'Up to 2 years',
      locationInterestedIn: 'Hong Kong',
      sectors: ['Kindergarten'],
      schoolName: 'Sha Tin Primary School',
      note: 'Warm, organised, and great with phonics.',
      presentedBy: 'Amy Wong',
      hasCv: false,
      answer: null,
    },
  });
  const cv = await fetch(`${server.origin}/api/present/cv?t=${token}`);
  expect(cv.status).toBe(404);

  // With the CV ticked, it downloads (never inline), under the agency's name for it.
  const withCv = await share(id, reference, { includeCv: true });
  const cvToken = tokenOf(withCv.body.link);
  expect(((await (await profile(cvToken)).json()) as { profile: { hasCv: boolean } }).profile.hasCv).toBe(
    true,
  );
  const file = await fetch(`${server.origin}/api/present/cv?t=${cvToken}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toBe('attachment; filename="teacher-cv.pdf"');
  expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
});

test('each view is logged with a browser family, no address; the first is on the timeline', async () => {
  const { reference, id } = await candidateWithEverything();
  const created = await share(id, reference);
  const token = tokenOf(created.body.link);
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  await profile(token, { 'user-agent': iphone });
  await profile(token, { 'user-agent': 'Mozilla/5.0 (compatible; Barracuda link scanner)' });
  const views = await server.query<Record<string, unknown>>(
    'SELECT * FROM profile_share_views WHERE share_id = ? ORDER BY id',
    created.body.share.id,
  );
  expect(views.map((view) => view.agent)).toEqual(['safari-mobile', 'bot']);
  expect(Object.keys(views[0]!).sort()).toEqual(['agent', 'at', 'id', 'share_id']);
  const listed = await call<ProfileSharesAnswer>('GET', `/candidates/${id}/shares`);
  expect(listed.body.shares.find((s) => s.id === created.body.share.id)).toMatchObject({
    views: 2,
    lastViewAt: server.clock.now,
    sharedBy: 'Amy Wong',
  });
  const record = await call<CandidateRecord>('GET', `/candidates/${id}`);
  const events = record.body.timeline.filter(
    (item) => item.type === 'event' && item.action.startsWith('profile-'),
  );
  expect(events.map((item) => item.type === 'event' && [item.action, item.detail])).toEqual([
    ['profile-viewed', { school: 'Sha Tin Primary School' }],
    ['profile-shared', { school: 'Sha Tin Primary School' }],
  ]);
  expect(agentFamily('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36')).toBe(
    'chrome',
  );
  expect(agentFamily(undefined)).toBe('bot');
});

test('the school mail goes to the contact in the share language, from the agency, Reply-To the staff member', async () => {
  const { reference, id } = await candidateWithEverything();
  const created = await share(id, reference, { lang: 'zh-Hant', contactEmail: 'office@kowloon-kg.example' });
  expect(created.body.link).toContain('/zh-hant/ForSchools/Candidate?t=');
  const file = await mailFile(`share-${created.body.share.id}-profile-share`);
  const mail = await parseMail(fs.readFileSync(path.join(server.layout.mailDir, file!)));
  expect(mail.to).toEqual(['office@kowloon-kg.example']);
  expect(mail.headers.get('reply-to')).toBe(STAFF_EMAIL);
  expect(mail.from.address).not.toBe(STAFF_EMAIL);
  expect(mail.subject).toContain('為貴校推薦的老師：Tom B.');
  const link = new URL(created.body.link);
  expect(mail.text).toContain(`${link.pathname}${link.search}`);
  for (const value of Object.values(PRIVATE)) expect(mail.text).not.toContain(value);
  expect(mail.text).not.toContain('hidden.teacher');
  // Once sent, the outbox keeps no token.
  await eventually(async () =>
    (await count(
      "SELECT count(*) AS n FROM outbox WHERE purpose = 'profile-share' AND payload IS NOT NULL",
    )) === 0
      ? true
      : undefined,
  );
});

test('revoked, or 14 days later, the link answers 410; the answer form does nothing', async () => {
  const { reference, id } = await candidateWithEverything();
  const first = await share(id, reference);
  const token = tokenOf(first.body.link);
  const revoked = await call<ProfileSharesAnswer>(
    'POST',
    `/candidates/${id}/shares/${first.body.share.id}/revoke`,
  );
  expect(revoked.status).toBe(200);
  expect(revoked.body.shares.find((s) => s.id === first.body.share.id)?.revokedAt).toBe(server.clock.now);
  const gone = await profile(token);
  expect(gone.status).toBe(410);
  expect(await gone.json()).toEqual({ state: 'gone' });
  expect((await fetch(`${server.origin}/api/present/cv?t=${token}`)).status).toBe(410);
  const late = await answer(token, { answer: 'interested' });
  expect(late.status).toBe(303);
  expect(late.headers.get('location')).toBe(`/ForSchools/Candidate?t=${token}`);
  expect(
    await count(
      'SELECT count(*) AS n FROM profile_shares WHERE answer IS NOT NULL AND id = ?',
      first.body.share.id,
    ),
  ).toBe(0);

  const second = await share(id, reference);
  const fresh = tokenOf(second.body.link);
  server.clock.now += 14 * DAY - 1;
  expect((await profile(fresh)).status).toBe(200);
  server.clock.now += 1;
  expect((await profile(fresh)).status).toBe(410);
  expect((await profile('A'.repeat(43))).status).toBe(404);
  expect((await profile('not-a-token')).status).toBe(404);
  cookie = await server.signIn(); // the staff session ran out with the days
});

test('the school answers "Interested": the timeline shows it and the staff member is mailed', async () => {
  const { reference, id } = await candidateWithEverything();
  const created = await share(id, reference);
  const token = tokenOf(created.body.link);
  const bad = await answer(token, { answer: 'maybe' });
  expect(bad.headers.get('location')).toBe(`/ForSchools/Candidate?t=${token}&invalid=answer`);
  const tooLong = await answer(token, { answer: 'interested', message: 'x'.repeat(1001) });
  expect(tooLong.headers.get('location')).toBe(`/ForSchools/Candidate?t=${token}&invalid=message`);
  const answered = await answer(
    token,
    { answer: 'interested', message: 'Could she start in January?' },
    '/zh-hant',
  );
  expect(answered.status).toBe(303);
  expect(answered.headers.get('location')).toBe(`/zh-hant/ForSchools/Candidate?t=${token}&notice=answered`);
  // Pressed again: nothing new on the timeline, no second mail.
  await answer(token, { answer: 'interested', message: 'Could she start in January?' });
  expect(
    await count(
      "SELECT count(*) AS n FROM candidate_events WHERE action = 'profile-answered' AND candidate_id = ?",
      id,
    ),
  ).toBe(1);
  const page = (await (await profile(token)).json()) as {
    profile: { answer: string; answerMessage: string };
  };
  expect(page.profile).toMatchObject({ answer: 'interested', answerMessage: 'Could she start in January?' });

  const record = await call<CandidateRecord>('GET', `/candidates/${id}`);
  const event = record.body.timeline.find(
    (item) => item.type === 'event' && item.action === 'profile-answered',
  );
  expect(event).toMatchObject({
    actor: 'school (profile link)',
    reference,
    detail: { school: 'Sha Tin Primary School', answer: 'interested' },
  });
  const listed = await call<ProfileSharesAnswer>('GET', `/candidates/${id}/shares`);
  expect(listed.body.shares.find((s) => s.id === created.body.share.id)).toMatchObject({
    answer: 'interested',
    answerMessage: 'Could she start in January?',
  });
  const file = await mailFile(`profile-answer`);
  const mail = await parseMail(fs.readFileSync(path.join(server.layout.mailDir, file!)));
  expect(mail.to).toEqual([STAFF_EMAIL]);
  expect(mail.text).toContain('Sha Tin Primary School answered "Interested" about Tom B.');
  expect(mail.text).toContain(`/staff/candidates/${id}`);
  expect(await count("SELECT count(*) AS n FROM outbox WHERE purpose = 'profile-answer'")).toBe(1);
  // A different answer replaces it, and says so again.
  await answer(token, { answer: 'not-now' });
  expect(
    await count(
      "SELECT count(*) AS n FROM candidate_events WHERE action = 'profile-answered' AND candidate_id = ?",
      id,
    ),
  ).toBe(2);

  // The audit log: ids and keys only.
  const audit = await server.query<{ action: string; detail: string }>(
    "SELECT action, detail FROM audit_log WHERE action IN ('shared-profile', 'school-answered', 'revoked-profile-share')",
  );
  expect(audit.length).toBeGreaterThan(0);
  const logged = JSON.stringify(audit);
  expect(logged).not.toMatch(/Sha Tin|Chan|principal@|January|Warm/);
});

test("bad input says what is wrong; another candidate's application cannot be shared", async () => {
  const { reference, id } = await candidateWithEverything();
  const other = await postApplication(server, { email: 'someone.else@example.com' });
  expect((await share(id, other)).body).toMatchObject({
    status: 404,
    message: expect.stringContaining('no application'),
  });
  expect((await share(id, reference, { contactEmail: 'not an address' })).body.message).toContain(
    "contact's e-mail",
  );
  expect((await share(id, reference, { schoolName: ' ' })).body.message).toBe("Enter the school's name.");
  expect((await share(id, reference, { lang: 'fr' })).body.message).toContain('language');
  expect((await share(id, reference, { note: 'x'.repeat(2001) })).status).toBe(400);
  expect((await call('POST', `/candidates/${id}/shares/999999/revoke`)).status).toBe(404);
});

test('erasing the application erases its shares and their views; erasing the address, the rest', async () => {
  const email = 'erase.shared@example.com';
  const first = await postApplication(server, { email });
  const second = await postApplication(server, { email });
  const id = await candidateOf(server, first);
  const a = await share(id, first);
  const b = await share(id, second);
  await profile(tokenOf(a.body.link));
  await profile(tokenOf(b.body.link));
  const shares = () => count('SELECT count(*) AS n FROM profile_shares WHERE candidate_id = ?', id);
  const views = (shareId: number) =>
    count('SELECT count(*) AS n FROM profile_share_views WHERE share_id = ?', shareId);
  expect(await shares()).toBe(2);
  expect((await call('DELETE', `/submissions/${first}`)).status).toBe(200);
  expect(await shares()).toBe(1);
  expect(await views(a.body.share.id)).toBe(0);
  expect((await profile(tokenOf(a.body.link))).status).toBe(404);
  expect((await call('POST', '/alerts/erase', { email })).status).toBe(200);
  expect(await shares()).toBe(0);
  expect(await views(b.body.share.id)).toBe(0);
});
