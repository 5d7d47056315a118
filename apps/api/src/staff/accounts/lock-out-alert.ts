// The mail that tells a staff member their sign-ins were held back (issue 27, decision 034): when a (account,
// address) pair locks (sign-in-throttle.ts), a row for the account goes into the outbox, and the mail worker sends
// it in the agency's layout (mail/mail-layout.ts). At most one such mail per account an hour, however many
// addresses are locked: a botnet cannot flood a staff member's inbox. Nothing is queued for an address with no
// account (the throttle counts those too), so the mails say nothing about which accounts exist.
import type { Database } from '../../database/database.ts';
import { staffMailMessage } from '../../mail/staff-mail.ts';
import type { AlertMailHandler } from '../../mail/mail-worker.ts';
import type { AgencyFacts } from '../../mail/agency-facts.ts';
import { renderMail, type MailLang } from '../../mail/mail-layout.ts';
import { hongKongTime } from '../../mail/compose-message.ts';

export const LOCK_OUT_MAIL_EVERY_MS = 60 * 60 * 1000;

interface LockOutPayload {
  at: number;
  attempts: number;
  /** The client address the attempts came from (cleared with the payload once sent). */
  address: string;
}

/**
 * Queues the mail for the account signed in to as `email`, if it exists and had none in the last hour. `at` is
 * the sign-in's time (the staff API's clock); the outbox runs on the real one (`queuedAt`).
 */
export async function queueLockOutAlert(
  { db }: Database,
  lockOut: { email: string } & LockOutPayload,
  queuedAt = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('staff_accounts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lockOut.email.trim().toLowerCase()))
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (!account) return false;
    const recent = await trx
      .selectFrom('outbox')
      .select('id')
      .where('staff_account_id', '=', account.id)
      .where('purpose', '=', 'staff-lock-out')
      .where('created_at', '>', queuedAt - LOCK_OUT_MAIL_EVERY_MS)
      .executeTakeFirst();
    if (recent) return false;
    const payload: LockOutPayload = {
      at: lockOut.at,
      attempts: lockOut.attempts,
      address: lockOut.address,
    };
    await trx
      .insertInto('outbox')
      .values({
        submission_id: null,
        alert_id: null,
        alert_digest_id: null,
        staff_account_id: account.id,
        payload: JSON.stringify(payload),
        purpose: 'staff-lock-out',
        next_attempt_at: queuedAt,
        created_at: queuedAt,
        queued_at: queuedAt,
        last_error: null,
        sent_at: null,
        claimed_until: null,
      })
      .execute();
    return true;
  });
}

const WORDS = {
  en: {
    subject: 'Sign-ins to your staff account were held back',
    title: 'Sign-ins to your staff account were held back',
    what: (attempts: number) =>
      `${attempts} sign-ins with a wrong password were tried for your staff account from one address. ` +
      'Further tries from that address now wait, longer each time (up to 15 minutes).',
    you: 'You can still sign in as usual from your own address: only that address is held back.',
    notYou:
      'If this was not you, someone may be guessing your password. It was not accepted. Choose a new, long ' +
      'password if you think it could be guessed, and tell whoever looks after the site.',
    account: 'Account',
    address: 'Address the tries came from',
    time: 'Held back at',
    open: 'Open the staff area',
  },
  'zh-Hant': {
    subject: '您的職員帳戶登入已被暫停',
    title: '您的職員帳戶登入已被暫停',
    what: (attempts: number) =>
      `有人從同一網絡地址以錯誤密碼嘗試登入您的職員帳戶 ${attempts} 次。` +
      '該地址其後的嘗試須等候，每次等候時間遞增（最長 15 分鐘）。',
    you: '您仍可照常從您自己的網絡地址登入：只有該地址被暫停。',
    notYou:
      '如這不是您本人，可能有人正在猜測您的密碼；密碼並未被接受。如您認為密碼可能被猜中，請設定一個新的長密碼，並通知網站管理人員。',
    account: '帳戶',
    address: '嘗試來自的網絡地址',
    time: '暫停時間',
    open: '前往職員區',
  },
} as const;

function composeLockOutMail(
  agency: AgencyFacts,
  account: { email: string; name: string },
  payload: LockOutPayload,
) {
  const { html, text } = renderMail({
    brand: agency.brand,
    // Staff work in English first; the Chinese follows, as in every mail the agency sends.
    languages: ['en', 'zh-Hant'],
    content: (lang: MailLang) => {
      const words = WORDS[lang];
      return {
        title: words.title,
        blocks: [
          { paragraph: words.what(payload.attempts) },
          {
            facts: [
              { label: words.account, value: account.email },
              { label: words.address, value: payload.address },
              { label: words.time, value: hongKongTime(payload.at, lang) },
            ],
          },
          { paragraph: words.you },
          { paragraph: words.notYou },
          { button: { label: words.open, href: `${agency.origin}/staff` } },
        ],
      };
    },
  });
  return { subject: `${WORDS.en.subject} / ${WORDS['zh-Hant'].subject}`, html, text };
}

/** The mail worker's part for rows owned by a staff account (mail/mail-worker.ts). */
export function staffMailHandler(options: {
  database: Database;
  mailFrom: string;
  mailTo: string;
}): AlertMailHandler {
  return {
    compose: async (row, agency) =>
      row.purpose !== 'staff-lock-out' || !row.payload
        ? null
        : staffMailMessage(
            row,
            options,
            async (account) =>
              composeLockOutMail(agency, account, JSON.parse(row.payload!) as LockOutPayload),
            agency.brand,
          ),
    // The address is not kept once the mail is out: marking the row sent clears its payload (database/outbox.ts).
    refused: async () => {},
  };
}
