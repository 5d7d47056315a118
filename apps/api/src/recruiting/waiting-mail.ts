// The morning mail (decision 070): at 08:00 Hong Kong time, once across all nodes (database/jobs.ts), each owner
// with waiting candidates gets one mail through the outbox listing them, with links to their records. The outbox
// row holds candidate ids only; names are read when the mail is composed, so nothing personal waits in a payload.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/database.ts';
import { repeatEvery, runJobOnce } from '../database/jobs.ts';
import { queueOwnedMails } from '../database/outbox.ts';
import type { AgencyFacts } from '../mail/agency-facts.ts';
import { renderMail, type MailLang } from '../mail/mail-layout.ts';
import type { AlertMailHandler } from '../mail/mail-worker.ts';
import { staffMailMessage, type StaffMailOptions } from '../mail/staff-mail.ts';
import { hongKongToday, storedName } from './board-cards.ts';
import { stageLimits } from './stage-limits.ts';
import { waitingList } from './waiting.ts';

export const WAITING_MAIL_JOB = 'recruiting-waiting-mail';
/** 08:00 in Hong Kong (UTC+8) is 00:00 UTC. */
const SEND_AT_HONG_KONG_HOUR = 8;
const HOUR_MS = 60 * 60 * 1000;

interface WaitingPayload {
  candidates: number[];
}

/**
 * Queues one mail per owner with waiting candidates as of `now`; how many were queued. The outbox runs on the
 * real clock (`queuedAt`).
 */
export async function queueWaitingMails(
  database: Database,
  now: number,
  queuedAt = Date.now(),
): Promise<number> {
  const items = await waitingList(database, { now, limits: await stageLimits(database) });
  const byOwner = new Map<number, Set<number>>();
  for (const item of items) {
    if (!item.owner) continue;
    byOwner.set(item.owner.id, (byOwner.get(item.owner.id) ?? new Set()).add(item.candidateId));
  }
  if (byOwner.size === 0) return 0;
  await database.db.transaction().execute((tx) =>
    queueOwnedMails(
      tx,
      [...byOwner].map(([ownerId, candidates]) => ({
        owner: { staff_account_id: ownerId },
        purpose: 'staff-waiting' as const,
        payload: JSON.stringify({ candidates: [...candidates] } satisfies WaitingPayload),
      })),
      queuedAt,
    ),
  );
  return byOwner.size;
}

/**
 * From 08:00 Hong Kong time, the first look of the day (on any node) queues the day's mails; true when this call
 * queued them.
 */
export async function queueMorningMailsIfDue(database: Database, at: number): Promise<boolean> {
  if (new Date(at + 8 * HOUR_MS).getUTCHours() < SEND_AT_HONG_KONG_HOUR) return false;
  const last = await database.db
    .selectFrom('scheduled_jobs')
    .select('last_run_at')
    .where('name', '=', WAITING_MAIL_JOB)
    .executeTakeFirst();
  if (last && hongKongToday(Number(last.last_run_at)) === hongKongToday(at)) return false;
  // 12 hours: with the lock, this keeps a second node from queueing the same morning's mails again.
  return runJobOnce(
    database,
    WAITING_MAIL_JOB,
    12 * HOUR_MS,
    async () => {
      await queueWaitingMails(database, at);
    },
    () => at,
  );
}

/** Looks every five minutes whether the morning's mails are due. */
export function startWaitingMails(database: Database, log: FastifyBaseLogger, kick: () => void) {
  return repeatEvery({
    checkMs: 5 * 60 * 1000,
    firstCheckMs: 30_000,
    check: async () => {
      if (await queueMorningMailsIfDue(database, Date.now())) kick();
    },
    onError: (error) => log.error({ err: error, job: WAITING_MAIL_JOB }, 'scheduled job failed'),
  });
}

const WORDS = {
  en: {
    subject: 'Candidates waiting for you',
    lead: (n: number) =>
      `${n === 1 ? 'One candidate is' : `${n} candidates are`} past their follow-up date or longer in a stage than its limit.`,
    open: 'Open the Waiting view',
  },
  'zh-Hant': {
    subject: '等候您跟進的求職者',
    lead: (n: number) => `有 ${n} 位求職者已過跟進日期，或停留在某階段的時間超過上限。`,
    open: '開啟「等候中」頁面',
  },
} as const;

function composeWaitingMail(agency: AgencyFacts, candidates: { id: number; name: string }[]) {
  const link = (id: number) => `${agency.origin}/staff/candidates/${id}`;
  const { html, text } = renderMail({
    brand: agency.brand,
    languages: ['en', 'zh-Hant'],
    content: (lang: MailLang) => ({
      title: WORDS[lang].subject,
      blocks: [
        { paragraph: WORDS[lang].lead(candidates.length) },
        { links: candidates.map((c) => ({ label: c.name || `#${c.id}`, href: link(c.id) })) },
        { button: { label: WORDS[lang].open, href: `${agency.origin}/staff/waiting` } },
      ],
    }),
  });
  return { subject: `${WORDS.en.subject} / ${WORDS['zh-Hant'].subject}`, html, text };
}

/** The mail worker's part for 'staff-waiting' rows (app.ts hands it the rows of that purpose). */
export function waitingMailHandler(options: StaffMailOptions): AlertMailHandler {
  const { db } = options.database;
  /** The names are read now: a candidate erased since the morning's list is left out. */
  const named = async (ids: number[]) => {
    const rows = ids.length
      ? await db
          .selectFrom('submissions')
          .select(['candidate_id', 'data'])
          .where('candidate_id', 'in', ids)
          .orderBy('created_at')
          .execute()
      : [];
    const names = new Map<number, string>();
    for (const row of rows)
      names.set(Number(row.candidate_id), storedName(JSON.parse(row.data) as Record<string, unknown>));
    return ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! }));
  };
  return {
    compose: async (row, agency) =>
      row.purpose !== 'staff-waiting' || !row.payload
        ? null
        : staffMailMessage(
            row,
            { ...options, activeOnly: true },
            async () => {
              const candidates = await named((JSON.parse(row.payload!) as WaitingPayload).candidates);
              return candidates.length === 0 ? null : composeWaitingMail(agency, candidates);
            },
            agency.brand,
          ),
    refused: async () => {},
  };
}
