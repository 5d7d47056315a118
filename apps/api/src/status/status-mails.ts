// The application-status mails (issue 30), on the shared layout (decision 027): the status link and "your status
// changed" go to the applicant in both languages, theirs first, and never say the status itself (a mailbox is not
// the place for it); the withdrawal goes to the agency in English. Queued in the outbox with the change that makes
// them due, composed by the mail worker when sent. The link's token waits in the row's payload until sent.
import { STATUS_PAGE_PATHS } from '@agency/forms';
import type { SendMailOptions } from 'nodemailer';
import { queueOwnedMail } from '../database/outbox.ts';
import type { Tx } from '../database/tables.ts';
import type { AgencyFacts } from '../mail/agency-facts.ts';
import { agencySender, agencySubject } from '../mail/agency-sender.ts';
import { languageFirst, mailLang, renderMail, type MailLang } from '../mail/mail-layout.ts';
import { hongKongTime, safeMailbox, type SubmissionRow } from '../mail/compose-message.ts';
import type { SubmissionMailHandler } from '../mail/mail-worker.ts';
import { issueStatusLink, STATUS_LINK_TTL_MS } from './status-store.ts';

export type StatusMailPurpose = 'status-link' | 'status-changed' | 'withdrawal';
export const STATUS_MAIL_PURPOSES: readonly StatusMailPurpose[] = [
  'status-link',
  'status-changed',
  'withdrawal',
];
export const isStatusMail = (purpose: string): purpose is StatusMailPurpose =>
  (STATUS_MAIL_PURPOSES as readonly string[]).includes(purpose);

/** The status pages' and actions' addresses (@agency/forms: the site's route table reads the same). */
export const STATUS_PATHS = STATUS_PAGE_PATHS;

export const statusPath = (page: keyof typeof STATUS_PATHS, lang: MailLang) =>
  `${lang === 'zh-Hant' ? '/zh-hant' : ''}${STATUS_PATHS[page]}`;

export async function queueStatusMail(
  tx: Tx,
  mail: { submissionId: number; purpose: StatusMailPurpose; payload?: string },
  now: number,
): Promise<void> {
  await queueOwnedMail(
    tx,
    { owner: { submission_id: mail.submissionId }, purpose: mail.purpose, payload: mail.payload ?? null },
    now,
  );
}

/**
 * "Tell the applicant": the news mail, queued with the status change, carrying a new status link (in the
 * applicant's language) so one click shows them the news.
 */
export async function queueStatusNews(tx: Tx, submissionId: number, now: number): Promise<void> {
  const submission = await tx
    .selectFrom('submissions')
    .select(['email', 'data'])
    .where('id', '=', submissionId)
    .executeTakeFirstOrThrow();
  const lang = mailLang((JSON.parse(submission.data) as { language?: unknown }).language);
  const token = await issueStatusLink(tx, submission.email, lang, now);
  await queueStatusMail(
    tx,
    { submissionId, purpose: 'status-changed', payload: JSON.stringify({ token, lang }) },
    now,
  );
}

const MINUTES = STATUS_LINK_TTL_MS / 60_000;

const WORDS = {
  en: {
    linkTitle: 'Your link to see your applications',
    linkLead:
      'You asked to see where your applications and enquiries with us stand. Open the link and press “Show my applications”.',
    linkButton: 'Open my application status',
    linkRules: `The link works once, for ${MINUTES} minutes. A newer link replaces this one.`,
    linkNotYou: 'If you did not ask for this, ignore this e-mail: nothing can be seen without the link.',
    changedTitle: 'There is news about your application',
    changedLead: (reference: string) =>
      `The status of your application ${reference} has changed. For your privacy this e-mail does not say what it is: open the link and press “Show my applications” to see it.`,
    changedButton: 'See my application status',
    changedExpired: 'If the link has expired, ask for a new one on our application status page.',
    signOff: (agency: string) => `Kind regards,\nThe ${agency} team`,
    linkSubject: 'your application status link',
    changedSubject: (reference: string) => `news about your application (${reference})`,
  },
  'zh-Hant': {
    linkTitle: '查看您申請的連結',
    linkLead: '您要求查看您向我們遞交的申請及查詢的進度。請開啟連結，然後按「顯示我的申請」。',
    linkButton: '開啟我的申請狀態',
    linkRules: `連結只可使用一次，${MINUTES}分鐘內有效。較新的連結會取代此連結。`,
    linkNotYou: '如您沒有提出要求，請不用理會本電郵：沒有連結，任何人都看不到您的資料。',
    changedTitle: '您的申請有新進展',
    changedLead: (reference: string) =>
      `您的申請 ${reference} 狀態已更新。為保障您的私隱，本電郵不會列出新狀態：請開啟連結，然後按「顯示我的申請」查看。`,
    changedButton: '查看我的申請狀態',
    changedExpired: '如連結已失效，請在我們的申請狀態頁面索取新連結。',
    signOff: (agency: string) => `${agency}團隊 謹啟`,
    linkSubject: '查看申請狀態的連結',
    changedSubject: (reference: string) => `您的申請有新進展（${reference}）`,
  },
} as const;

export interface StatusMailInput {
  purpose: StatusMailPurpose;
  row: SubmissionRow;
  /** The outbox row's payload: the link's token and language, for a status link. */
  payload: string | null;
  agency: AgencyFacts;
  mailFrom: string;
  mailTo: string;
}

/** The message, 'unsafe' (the address cannot be a header), or null (nothing to send: a link already sent). */
export function composeStatusMail(input: StatusMailInput): SendMailOptions | 'unsafe' | null {
  const { purpose, row, agency } = input;
  const data = JSON.parse(row.data) as Record<string, unknown>;
  if (purpose === 'withdrawal') return composeWithdrawal(input, data);
  const to = safeMailbox(row.email);
  if (!to) return 'unsafe';
  let lang = mailLang(data.language);
  // The link's token and language: in every status link's payload, and in a news mail's queued since issue 42.
  const payload = JSON.parse(input.payload ?? '{}') as { token?: string; lang?: string };
  const token = payload.token ?? '';
  if (purpose === 'status-link' && !token) return null;
  if (token) lang = mailLang(payload.lang);
  const { html, text } = renderMail({
    brand: agency.brand,
    languages: languageFirst(lang),
    content: (language) => {
      const w = WORDS[language];
      const agencyName = agency.brand.name[language];
      if (purpose === 'status-link') {
        const href = `${agency.origin}${statusPath('open', language)}?t=${token}`;
        return {
          title: w.linkTitle,
          blocks: [
            { paragraph: w.linkLead },
            { button: { label: w.linkButton, href } },
            { paragraph: w.linkRules },
            { paragraph: w.linkNotYou },
            { paragraph: w.signOff(agencyName) },
          ],
        };
      }
      // A news mail queued before it carried a link points to the page that asks for one.
      const changedHref = token
        ? `${agency.origin}${statusPath('open', language)}?t=${token}`
        : `${agency.origin}${statusPath('request', language)}`;
      return {
        title: w.changedTitle,
        blocks: [
          { paragraph: w.changedLead(row.reference) },
          { button: { label: w.changedButton, href: changedHref } },
          ...(token ? [{ paragraph: w.linkRules }, { paragraph: w.changedExpired }] : []),
          { paragraph: w.signOff(agencyName) },
        ],
      };
    },
  });
  const subject = agencySubject(
    agency.brand,
    lang,
    purpose === 'status-link' ? WORDS[lang].linkSubject : WORDS[lang].changedSubject(row.reference),
  );
  return { ...agencySender(agency.brand, lang, input), to, subject, text, html };
}

function composeWithdrawal(input: StatusMailInput, data: Record<string, unknown>): SendMailOptions {
  const { row, agency } = input;
  const name = [data.firstName, data.surname].filter((v) => typeof v === 'string' && v).join(' ');
  const { html, text } = renderMail({
    brand: agency.brand,
    languages: ['en'],
    content: () => ({
      title: 'An applicant has withdrawn their application',
      blocks: [
        {
          paragraph: `${name || 'The applicant'} withdrew application ${row.reference} from the status page. Its status is now Withdrawn.`,
        },
        {
          facts: [
            {
              label: 'Reference',
              value: row.reference,
              href: `${agency.origin}/staff/submissions/${encodeURIComponent(row.reference)}`,
            },
            { label: 'Received', value: hongKongTime(row.created_at, 'en') },
          ],
        },
      ],
    }),
  });
  return {
    from: agencySender(agency.brand, 'en', input).from,
    to: input.mailTo,
    subject: `Application withdrawn: ${row.reference}`,
    text,
    html,
  };
}

/** The mail worker's part for status rows (mail/mail-worker.ts: SubmissionMailHandler). */
export function statusMailHandler(settings: { mailFrom: string; mailTo: string }): SubmissionMailHandler {
  return (row, submission, agency) =>
    isStatusMail(row.purpose)
      ? composeStatusMail({
          purpose: row.purpose,
          row: submission,
          payload: row.payload,
          agency,
          ...settings,
        })
      : null;
}
