// Sends the outbox: each due row is composed from its submission and handed to the sender. At-least-once, and
// at most one duplicate per crash: a row is marked sent (and committed) right after the server accepted it and
// before the next row is sent, so a crash can only repeat the one mail that was in flight; its stable Message-ID
// (and the reference in the subject) lets that duplicate be recognised.
// Network errors and SMTP 4xx are retried with exponential backoff, jitter and a cap for RETRY_WINDOW_MS (7 days)
// from when the row was queued; SMTP 5xx (permanent) is dead-lettered at once. Each dead mail writes one
// error-level log line; staff list and re-send dead mail with `forms:admin mail list|retry` (outbox-admin.ts).
// Logs carry references and codes only: never an address, a name or a file name (mail-failure.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { FormsDatabase } from '../storage/database.ts';
import { filesOfSubmission } from '../uploads/upload-store.ts';
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
  db: FormsDatabase;
  sender: MailSender;
  settings: MailSettings;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often the outbox is polled for retries that have come due. */
  pollMs?: number;
}

interface OutboxRow {
  id: number;
  submission_id: number;
  purpose: 'agency' | 'acknowledgement';
  attempts: number;
  queued_at: number;
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random; capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

const BATCH = 20;

export function startMailWorker(options: MailWorkerOptions) {
  const { db, sender, settings, log, retryBaseMs, retryMaxMs } = options;
  const pollMs = options.pollMs ?? 1000;
  const due = db.prepare(
    `SELECT id, submission_id, purpose, attempts, COALESCE(queued_at, created_at) AS queued_at FROM outbox
     WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ${BATCH}`,
  );
  const submission = db.prepare(
    'SELECT id, kind, reference, email, data, created_at FROM submissions WHERE id = ?',
  );
  const markSent = db.prepare(
    "UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1 WHERE id = ?",
  );
  const markRetry = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  );
  const markDead = db.prepare(
    "UPDATE outbox SET status = 'dead', attempts = attempts + 1, last_error = ? WHERE id = ?",
  );

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  /** Sends one row and records the outcome before returning. 'unreachable': no SMTP answer, stop this pass. */
  async function deliver(row: OutboxRow): Promise<'sent' | 'failed' | 'unreachable'> {
    const sub = submission.get(row.submission_id) as SubmissionRow | undefined;
    if (!sub) return 'failed'; // deleted meanwhile; the row went with it (ON DELETE CASCADE)
    const about = { reference: sub.reference, purpose: row.purpose, outboxId: row.id };
    const composed =
      row.purpose === 'agency'
        ? composeAgencyMail(sub, filesOfSubmission(db, sub.id), settings)
        : composeAcknowledgement(sub, settings);
    if (!composed) {
      markDead.run('recipient address unsafe for a mail header', row.id);
      log.error(about, 'mail dead: recipient address unsafe for a mail header');
      return 'failed';
    }
    const message = {
      ...composed,
      messageId: outboxMessageId(row.id, sub.reference, row.purpose, settings.mailFrom),
    };
    try {
      await sender.send(message, `${sub.reference}-${row.purpose}-${row.id}`);
    } catch (error) {
      const failure = describeMailFailure(error);
      const { reason, ...codes } = failure;
      const expired = Date.now() - row.queued_at >= RETRY_WINDOW_MS;
      if (isPermanentFailure(error) || expired) {
        markDead.run(reason, row.id);
        log.error(
          { ...about, ...codes, attempts: row.attempts + 1 },
          expired ? 'mail dead: still failing after the retry window' : 'mail dead: refused by the server',
        );
      } else {
        const delay = retryDelay(row.attempts + 1, retryBaseMs, retryMaxMs);
        markRetry.run(Date.now() + delay, reason, row.id);
        log.warn({ ...about, ...codes, delay }, 'mail failed; will retry');
      }
      return failure.responseCode === undefined ? 'unreachable' : 'failed';
    }
    // Committed before the next mail goes out: a crash from here on cannot send this one again.
    markSent.run(Date.now(), row.id);
    log.info(about, 'mail sent');
    return 'sent';
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const rows = due.all(Date.now()) as OutboxRow[];
      for (const row of rows) {
        if (stopped) return;
        // The server is down: the other rows wait for the next poll rather than each timing out now.
        if ((await deliver(row)) === 'unreachable') return;
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
