// Sends the outbox: each due row is claimed by one node (database/outbox.ts), composed from its submission and
// handed to the sender. At-least-once, and at most one duplicate per crash: a row is marked sent (and committed)
// right after the server accepted it and before the next row is sent, so a crash can only repeat the one mail that
// was in flight; its stable Message-ID (and the reference in the subject) lets that duplicate be recognised. The
// rows a crashed node had claimed are sent by any node once the claim runs out (claimMs).
// Network errors and SMTP 4xx are retried with exponential backoff, jitter and a cap for RETRY_WINDOW_MS (7 days)
// from when the row was queued; SMTP 5xx (permanent) is dead-lettered at once. Each dead mail writes one
// error-level log line; staff list and re-send dead mail with `pnpm admin mail list|retry` (database/outbox.ts).
// Logs carry references and codes only: never an address, a name or a file name (mail-failure.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import type { Database } from '../database/database.ts';
import type { AgencyFacts } from './agency-facts.ts';
import {
  claimDueMail,
  markMailDead,
  markMailRetry,
  markMailSent,
  releaseLeftoverClaims,
  releaseMail,
  type ClaimedMail,
} from '../database/outbox.ts';
import { filesOfSubmission } from '../database/uploads.ts';
import {
  composeAcknowledgement,
  composeAgencyMail,
  type MailSettings,
  type SubmissionRow,
} from './compose-message.ts';
import { describeMailFailure, isPermanentFailure, outboxMessageId } from './mail-failure.ts';
import type { MailSender } from './mail-sender.ts';

/** Temporary failures (network, SMTP 4xx) are retried this long before the mail is given up as dead. */
export const RETRY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface MailWorkerOptions {
  database: Database;
  sender: MailSender;
  settings: MailSettings;
  /** The agency's name, contact details and vacancy titles from the published content (read per mail). */
  agencyFacts: () => Promise<AgencyFacts>;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often the outbox is polled for retries that have come due (and for rows other nodes left). */
  pollMs?: number;
  /** How long a claimed row is this node's to send; longer than the SMTP timeouts of a whole batch. */
  claimMs?: number;
  /** Job-alert mail (rows with no submission): alerts/alert-outbox.ts. */
  alertMail?: AlertMailHandler;
  /** Draft mail (rows with a draft): drafts/draft-mails.ts. */
  draftMail?: AlertMailHandler;
  /** Mail to a staff member (rows with a staff account): staff/accounts/lock-out-alert.ts. */
  staffMail?: AlertMailHandler;
  /** The nightly backup failed: to the agency (backups/backup-failed-mail.ts). */
  backupMail?: AlertMailHandler;
  /** A submission's mails other than the agency's copy and the acknowledgement (status/status-outbox.ts). */
  submissionMail?: SubmissionMailHandler;
}

/** Composes a submission's other mails: the message, 'unsafe' (no header-safe address), or null (nothing to send). */
export type SubmissionMailHandler = (
  row: ClaimedMail,
  submission: SubmissionRow,
  agency: AgencyFacts,
) => SendMailOptions | 'unsafe' | null;

/** What the worker sends for a row: the message (or an address unsafe for a header), and what logs may say. */
export type Composed =
  | { about: Record<string, unknown>; message: SendMailOptions; fileStem: string }
  | { about: Record<string, unknown>; unsafe: true }
  | null;

export interface AlertMailHandler {
  compose(row: ClaimedMail, agency: AgencyFacts): Promise<Composed>;
  /** The server refused it for good (SMTP 5xx). */
  refused(row: ClaimedMail): Promise<void>;
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random; capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

const BATCH = 20;
/** A claimed batch is sent well within this (20 mails; an SMTP server that stops answering times out in 30 s). */
export const DEFAULT_CLAIM_MS = 2 * 60 * 1000;

export function startMailWorker(options: MailWorkerOptions) {
  const { database, sender, settings, agencyFacts, log, retryBaseMs, retryMaxMs } = options;
  const pollMs = options.pollMs ?? 1000;
  const claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
  const submission = (id: number): Promise<SubmissionRow | undefined> =>
    database.db
      .selectFrom('submissions')
      .select(['id', 'kind', 'reference', 'email', 'data', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  /** The agency's details from the content; when they cannot be read, the mail waits (retried) and null. */
  async function agencyOrWait(row: ClaimedMail, about: Record<string, unknown>): Promise<AgencyFacts | null> {
    try {
      return await agencyFacts();
    } catch (error) {
      // The content could not be read (a hosted project briefly unreachable): the mail waits, branded, rather
      // than going out without the agency's name and the vacancy.
      const delay = retryDelay(row.attempts + 1, retryBaseMs, retryMaxMs);
      await markMailRetry(database, row.id, Date.now() + delay, 'content unavailable');
      log.warn({ ...about, delay, err: describeMailFailure(error) }, 'mail waits: content unavailable');
      return null;
    }
  }

  /** The message of a submission's row; null when there is none to send now. */
  async function submissionMessage(row: ClaimedMail): Promise<Composed> {
    const sub = row.submission_id === null ? undefined : await submission(row.submission_id);
    if (!sub) return null; // deleted meanwhile; the row went with it (ON DELETE CASCADE)
    const about = { reference: sub.reference, purpose: row.purpose, outboxId: row.id };
    const agency = await agencyOrWait(row, about);
    if (!agency) return null;
    const slug = (JSON.parse(sub.data) as { vacancy?: unknown }).vacancy;
    const facts = { agency, vacancy: typeof slug === 'string' && slug ? await agency.vacancy(slug) : null };
    const composed =
      row.purpose === 'agency'
        ? composeAgencyMail(sub, await filesOfSubmission(database, sub.id), settings, facts)
        : row.purpose === 'acknowledgement'
          ? composeAcknowledgement(sub, settings, facts)
          : (options.submissionMail?.(row, sub, agency) ?? null);
    if (composed === null && row.purpose !== 'acknowledgement') {
      // Nothing to send any more (a status link already sent once): done.
      await markMailSent(database, row.id, Date.now());
      return null;
    }
    if (!composed || composed === 'unsafe') return { about, unsafe: true };
    return {
      about,
      fileStem: `${sub.reference}-${row.purpose}-${row.id}`,
      message: {
        ...composed,
        messageId: outboxMessageId(row.id, sub.reference, row.purpose, settings.mailFrom),
      },
    };
  }

  /** The handler of a row that is not a submission's: a job alert's, a draft's or a staff member's. */
  const handlerOf = (row: ClaimedMail) =>
    row.purpose === 'backup-failed'
      ? options.backupMail
      : row.draft_id !== null
        ? options.draftMail
        : row.staff_account_id !== null
          ? options.staffMail
          : options.alertMail;

  /** A row's message: a job alert's (alerts/alert-outbox.ts), a draft's (drafts/draft-mails.ts) or a staff member's. */
  async function ownedMessage(row: ClaimedMail): Promise<Composed> {
    const handler = handlerOf(row);
    if (!handler) return null;
    const agency = await agencyOrWait(row, {
      ...(row.alert_id === null ? {} : { alertId: row.alert_id }),
      purpose: row.purpose,
      outboxId: row.id,
    });
    return agency ? handler.compose(row, agency) : null;
  }

  /**
   * A row's message, handed to the sender. A function of its own: an async function keeps its variables until it
   * returns, and kept by deliver() a digest's HTML and text would outlive young collections while the file is
   * fsynced and the row marked sent, and fill old space (decision 047).
   */
  async function handOver(
    row: ClaimedMail,
  ): Promise<
    | null
    | { about: Record<string, unknown>; unsafe: true }
    | { about: Record<string, unknown>; sending: Promise<void> }
  > {
    const composed = row.submission_id === null ? await ownedMessage(row) : await submissionMessage(row);
    if (!composed || 'unsafe' in composed) return composed;
    return { about: composed.about, sending: sender.send(composed.message, composed.fileStem) };
  }

  /** Sends one row and records the outcome before returning. 'unreachable': no SMTP answer, stop this pass. */
  async function deliver(row: ClaimedMail): Promise<'sent' | 'failed' | 'unreachable'> {
    const handed = await handOver(row);
    if (!handed) return 'failed';
    const { about } = handed;
    if ('unsafe' in handed) {
      await markMailDead(database, row.id, 'recipient address unsafe for a mail header');
      log.error(about, 'mail dead: recipient address unsafe for a mail header');
      return 'failed';
    }
    const { sending } = handed;
    try {
      await sending;
    } catch (error) {
      const failure = describeMailFailure(error);
      const { reason, ...codes } = failure;
      const expired = Date.now() - row.queued_at >= RETRY_WINDOW_MS;
      if (isPermanentFailure(error) || expired) {
        await markMailDead(database, row.id, reason);
        if (row.submission_id === null && isPermanentFailure(error)) await handlerOf(row)?.refused(row);
        log.error(
          { ...about, ...codes, attempts: row.attempts + 1 },
          expired ? 'mail dead: still failing after the retry window' : 'mail dead: refused by the server',
        );
      } else {
        const delay = retryDelay(row.attempts + 1, retryBaseMs, retryMaxMs);
        await markMailRetry(database, row.id, Date.now() + delay, reason);
        log.warn({ ...about, ...codes, delay }, 'mail failed; will retry');
      }
      return failure.responseCode === undefined ? 'unreachable' : 'failed';
    }
    // Committed before the next mail goes out: a crash from here on cannot send this one again. The same write
    // clears the payload (a link's token is needed only until the mail is out).
    await markMailSent(database, row.id, Date.now());
    log.info(about, 'mail sent');
    return 'sent';
  }

  let started = false;
  async function drain(): Promise<void> {
    if (!started) {
      await releaseLeftoverClaims(database);
      started = true;
    }
    do {
      again = false;
      const rows = await claimDueMail(database, Date.now(), claimMs, BATCH);
      for (const [index, row] of rows.entries()) {
        // Stopping, or the server is down: the other rows are given back for the next poll (or another node)
        // rather than each timing out now.
        const outcome = stopped ? 'stopped' : await deliver(row);
        if (outcome === 'stopped' || outcome === 'unreachable') {
          await releaseMail(
            database,
            rows.slice(outcome === 'stopped' ? index : index + 1).map((r) => r.id),
          );
          return;
        }
      }
      if (rows.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error(describeMailFailure(error), 'mail worker failed'))
      .finally(() => {
        running = null;
        schedule(again ? 0 : pollMs);
      });
  }

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  }

  schedule(0);

  return {
    /** Looks at the outbox now (after a submission committed). */
    kick: () => schedule(0),
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      sender.close();
    },
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;
