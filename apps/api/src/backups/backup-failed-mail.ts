// The mail that tells the agency (MAIL_TO) the nightly backup failed: queued in the outbox like every mail (sent
// once, retried while the mail server is away), in the agency's layout, English then Chinese. It says when and
// why (the error names a place or a setting, never an applicant) and what to do.
import type { Database } from '../database/database.ts';
import { outboxMessageId } from '../mail/mail-failure.ts';
import type { AlertMailHandler } from '../mail/mail-worker.ts';
import { renderMail, type MailLang } from '../mail/mail-layout.ts';
import { hongKongTime } from '../mail/compose-message.ts';

interface FailurePayload {
  at: number;
  problem: string;
}

/** Queues the mail, owned by the failed run's row (backup_runs). */
export async function queueBackupFailedMail(
  { db }: Database,
  backupRunId: number,
  failure: FailurePayload,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      submission_id: null,
      alert_id: null,
      alert_digest_id: null,
      staff_account_id: null,
      backup_run_id: backupRunId,
      payload: JSON.stringify(failure),
      purpose: 'backup-failed',
      next_attempt_at: now,
      created_at: now,
      queued_at: now,
      last_error: null,
      sent_at: null,
      claimed_until: null,
    })
    .execute();
}

const WORDS = {
  en: {
    subject: 'The nightly backup failed',
    what: 'Last night’s backup of the website’s data (applications, CVs, job alerts, the audit log) did not finish. The previous backups are kept as they were.',
    when: 'Failed at',
    why: 'Reason',
    next: 'Please pass this mail to whoever looks after the server. The backup is tried again tomorrow night; `pnpm admin backup` takes one now.',
  },
  'zh-Hant': {
    subject: '今晚的備份未能完成',
    what: '網站資料（申請、履歷、職位通知、審計記錄）的夜間備份未能完成。之前的備份維持不變。',
    when: '失敗時間',
    why: '原因',
    next: '請將此郵件轉交負責伺服器的人員。系統將於明晚再次備份；亦可執行 `pnpm admin backup` 立即備份。',
  },
} as const;

/** The mail worker's part for 'backup-failed' rows (forms/mail/mail-worker.ts). */
export function backupFailedMailHandler(options: { mailFrom: string; mailTo: string }): AlertMailHandler {
  return {
    async compose(row, agency) {
      const about = { purpose: row.purpose, outboxId: row.id };
      if (row.purpose !== 'backup-failed' || !row.payload) return null;
      const failure = JSON.parse(row.payload) as FailurePayload;
      const { html, text } = renderMail({
        brand: agency.brand,
        languages: ['en', 'zh-Hant'],
        content: (lang: MailLang) => ({
          title: WORDS[lang].subject,
          blocks: [
            { paragraph: WORDS[lang].what },
            {
              facts: [
                { label: WORDS[lang].when, value: hongKongTime(failure.at, lang) },
                { label: WORDS[lang].why, value: failure.problem },
              ],
            },
            { paragraph: WORDS[lang].next },
          ],
        }),
      });
      return {
        about,
        fileStem: `backup-${row.purpose}-${row.id}`,
        message: {
          from: options.mailFrom,
          to: options.mailTo,
          subject: `${WORDS.en.subject} / ${WORDS['zh-Hant'].subject}`,
          text,
          html,
          messageId: outboxMessageId(row.id, 'backup', row.purpose, options.mailFrom),
        },
      };
    },
    refused: async () => {},
  };
}
