// Sends the outbox: each due row is composed from its submission and handed to the sender. At-least-once: a row
// is marked sent only after the server accepted it (marks are committed once per batch of up to 20 rows: a crash
// before that commit means those mails are sent again, which the reference in the subject makes recognisable). Network errors and SMTP 4xx are retried with exponential
// backoff, jitter and a cap; SMTP 5xx (permanent) is dead-lettered and logged as an error.
import type { FastifyBaseLogger } from 'fastify';
import type { FormsDatabase } from '../storage/database.ts';
import { filesOfSubmission } from '../uploads/upload-store.ts';
import {
  composeAcknowledgement,
  composeAgencyMail,
  type MailSettings,
  type SubmissionRow,
} from './compose-message.ts';
import type { MailSender } from './mail-sender.ts';

export interface MailWorkerOptions {
  db: FormsDatabase;
  sender: MailSender;
  settings: MailSettings;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often the outbox is polled for retries that have come due. */
  pollMs?: number;
  /** Give up (dead-letter) after this many failed attempts even on temporary errors. */
  maxAttempts?: number;
}

interface OutboxRow {
  id: number;
  submission_id: number;
  purpose: 'agency' | 'acknowledgement';
  attempts: number;
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random; capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

export function isPermanentFailure(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  return typeof responseCode === 'number' && responseCode >= 500;
}

export function startMailWorker(options: MailWorkerOptions) {
  const { db, sender, settings, log, retryBaseMs, retryMaxMs } = options;
  const pollMs = options.pollMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 50;
  const due = db.prepare(
    `SELECT id, submission_id, purpose, attempts FROM outbox
     WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 20`,
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

  const markSentBatch = db.transaction((ids: number[], at: number) => {
    for (const id of ids) markSent.run(at, id);
  });

  /** Sends one row. 'sent': the caller marks it; 'unreachable': no SMTP answer, so stop this pass. */
  async function deliver(row: OutboxRow): Promise<'sent' | 'failed' | 'unreachable'> {
    const sub = submission.get(row.submission_id) as SubmissionRow | undefined;
    if (!sub) return 'failed'; // deleted meanwhile; the row went with it (ON DELETE CASCADE)
    const message =
      row.purpose === 'agency'
        ? composeAgencyMail(sub, filesOfSubmission(db, sub.id), settings)
        : composeAcknowledgement(sub, settings);
    if (!message) {
      markDead.run('recipient address unsafe for a mail header', row.id);
      log.warn({ reference: sub.reference, purpose: row.purpose }, 'mail skipped: unsafe recipient address');
      return 'failed';
    }
    try {
      await sender.send(message, `${sub.reference}-${row.purpose}-${row.id}`);
      log.info({ reference: sub.reference, purpose: row.purpose }, 'mail sent');
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      if (isPermanentFailure(error) || row.attempts + 1 >= maxAttempts) {
        markDead.run(reason, row.id);
        log.error({ reference: sub.reference, purpose: row.purpose, err: error }, 'mail dead-lettered');
      } else {
        const delay = retryDelay(row.attempts + 1, retryBaseMs, retryMaxMs);
        markRetry.run(Date.now() + delay, reason, row.id);
        log.warn(
          { reference: sub.reference, purpose: row.purpose, delay, reason },
          'mail failed; will retry',
        );
      }
      return typeof (error as { responseCode?: unknown }).responseCode === 'number'
        ? 'failed'
        : 'unreachable';
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const rows = due.all(Date.now()) as OutboxRow[];
      const sent: number[] = [];
      try {
        for (const row of rows) {
          if (stopped) break;
          const outcome = await deliver(row);
          if (outcome === 'sent') sent.push(row.id);
          // The server is down: the other rows wait for the next poll rather than each timing out now.
          if (outcome === 'unreachable') return;
        }
      } finally {
        if (sent.length > 0) markSentBatch(sent, Date.now());
      }
      if (stopped) return;
      if (rows.length === 20) again = true;
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'mail worker failed'))
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
