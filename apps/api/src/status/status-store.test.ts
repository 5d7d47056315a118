import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import type { Tx } from '../database/tables.ts';
import { openTestDatabase } from '../database/test-support/test-database.ts';
import {
  applicantSubmissions,
  eraseStatusAddress,
  openStatusLink,
  requestErasure,
  requestStatusLink,
  STATUS_LINK_TTL_MS,
  STATUS_SESSION_TTL_MS,
  statusLinkState,
  statusSession,
  statusUpkeep,
  withdrawApplication,
} from './status-store.ts';

let dir: string;
let database: Database;
const T0 = Date.UTC(2026, 10, 25, 10);

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'status-store-'));
  database = await openTestDatabase(path.join(dir, 'forms.sqlite'));
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

let serial = 0;
async function submission(
  email: string,
  kind: 'application' | 'enquiry' = 'application',
  status = kind === 'application' ? 'applied' : 'new',
) {
  serial += 1;
  const reference = `${kind === 'application' ? 'APP' : 'ENQ'}-2026-TEST${serial}`;
  await database.db
    .insertInto('submissions')
    .values({
      kind,
      reference,
      idempotency_key: `key-${serial}`,
      created_at: T0 + serial,
      email,
      data: JSON.stringify({ firstName: 'Mei', vacancy: kind === 'application' ? 'macau-primary' : '' }),
      status,
      retention_from: null,
    })
    .execute();
  return reference;
}

const mailed: { submissionId: number; purpose: string; payload?: string }[] = [];
const queue = async (tx: Tx, mail: { submissionId: number; purpose: string; payload?: string }) => {
  await tx.selectFrom('submissions').select('id').execute();
  mailed.push(mail);
};
const lastToken = () => (JSON.parse(mailed.at(-1)?.payload ?? '{}') as { token: string }).token;

describe('status links', () => {
  beforeEach(() => {
    mailed.length = 0;
  });

  it('mails a link only when the address has submissions, and stores only its hash', async () => {
    await submission('Mei.Chan@Example.com');
    expect(await requestStatusLink(database, { email: 'nobody@example.com', lang: 'en' }, T0, queue)).toBe(
      'no-match',
    );
    expect(mailed).toHaveLength(0);
    expect(
      await requestStatusLink(database, { email: ' mei.chan@example.COM ', lang: 'zh-Hant' }, T0, queue),
    ).toBe('mailed');
    const token = lastToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db.selectFrom('status_links').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('a reference narrows the match: a wrong one mails nothing', async () => {
    const reference = await submission('a@example.com');
    expect(
      await requestStatusLink(
        database,
        { email: 'a@example.com', reference: 'APP-2026-NOPE', lang: 'en' },
        T0,
        queue,
      ),
    ).toBe('no-match');
    expect(
      await requestStatusLink(
        database,
        { email: 'a@example.com', reference: reference.toLowerCase(), lang: 'en' },
        T0,
        queue,
      ),
    ).toBe('mailed');
  });

  it('lasts 30 minutes and works once; the session it starts lasts 30 minutes', async () => {
    await submission('b@example.com');
    await requestStatusLink(database, { email: 'b@example.com', lang: 'en' }, T0, queue);
    const late = lastToken();
    expect(await statusLinkState(database, late, T0 + STATUS_LINK_TTL_MS)).toBe('expired');
    expect(await openStatusLink(database, late, T0 + STATUS_LINK_TTL_MS)).toBeNull();

    await requestStatusLink(database, { email: 'b@example.com', lang: 'en' }, T0, queue);
    const token = lastToken();
    expect(await statusLinkState(database, token, T0 + 60_000)).toBe('valid');
    const opened = await openStatusLink(database, token, T0 + 60_000);
    expect(opened?.lang).toBe('en');
    expect(await openStatusLink(database, token, T0 + 61_000)).toBeNull();
    expect(await statusLinkState(database, token, T0 + 61_000)).toBe('used');

    const session = opened!.session;
    expect((await statusSession(database, session, T0 + 60_000 + STATUS_SESSION_TTL_MS - 1))?.emailKey).toBe(
      'b@example.com',
    );
    expect(await statusSession(database, session, T0 + 60_000 + STATUS_SESSION_TTL_MS)).toBeNull();
    expect(await statusLinkState(database, 'x'.repeat(43), T0)).toBe('unknown');
  });

  it('a newer link cancels the older one', async () => {
    await submission('c@example.com');
    await requestStatusLink(database, { email: 'c@example.com', lang: 'en' }, T0, queue);
    const older = lastToken();
    await requestStatusLink(database, { email: 'C@example.com', lang: 'en' }, T0 + 1000, queue);
    const newer = lastToken();
    expect(await statusLinkState(database, older, T0 + 2000)).toBe('replaced');
    expect(await openStatusLink(database, older, T0 + 2000)).toBeNull();
    expect(await openStatusLink(database, newer, T0 + 2000)).not.toBeNull();
  });

  it('upkeep deletes ended sessions and old links; erasure deletes an address’s links and sessions', async () => {
    await submission('d@example.com');
    await requestStatusLink(database, { email: 'd@example.com', lang: 'en' }, T0, queue);
    await openStatusLink(database, lastToken(), T0 + 1000);
    expect(await statusUpkeep(database, T0 + 2000)).toEqual({ links: 0, sessions: 0 });
    expect(await statusUpkeep(database, T0 + 2 * 24 * 60 * 60 * 1000)).toEqual({ links: 1, sessions: 1 });
    await requestStatusLink(database, { email: 'd@example.com', lang: 'en' }, T0, queue);
    await openStatusLink(database, lastToken(), T0 + 1000);
    expect(await eraseStatusAddress(database, 'D@example.com')).toBe(2);
  });
});

describe('what an applicant sees and does', () => {
  it('lists every submission under the address, withdraws an open application once, asks for erasure', async () => {
    const application = await submission('e@example.com', 'application', 'interview');
    const enquiry = await submission('E@Example.com', 'enquiry');
    await submission('someone-else@example.com');
    const seen = await applicantSubmissions(database, 'e@example.com');
    expect(seen.map((s) => s.reference)).toEqual([enquiry, application]);
    expect(seen[1]).toMatchObject({
      vacancy: 'macau-primary',
      status: 'interview',
      erasureRequested: false,
    });

    mailed.length = 0;
    expect(await withdrawApplication(database, 'e@example.com', enquiry, T0, queue)).toBe(false);
    expect(await withdrawApplication(database, 'other@example.com', application, T0, queue)).toBe(false);
    expect(await withdrawApplication(database, 'e@example.com', application, T0, queue)).toBe(true);
    expect(await withdrawApplication(database, 'e@example.com', application, T0, queue)).toBe(false);
    expect(mailed.map((m) => m.purpose)).toEqual(['withdrawal']);

    expect(await requestErasure(database, 'e@example.com', application, T0)).toBe(true);
    const after = await applicantSubmissions(database, 'e@example.com');
    expect(after[1]).toMatchObject({ status: 'withdrawn', erasureRequested: true });
    // The card ends as the board ends it: withdrawn, for the reason the applicant's own withdrawal gives.
    const card = await database.db
      .selectFrom('submissions')
      .select(['end_reason', 'stage_since'])
      .where('reference', '=', application)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ end_reason: 'withdrew-online', stage_since: T0 });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'reference', 'actor'])
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['applicant-withdrew', 'applicant-asked-erasure']);
    expect(JSON.stringify(audit)).not.toContain('e@example.com');
  });
});
