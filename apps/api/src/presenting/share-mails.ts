// The two mails of a profile share (decision 075), both outbox rows owned by the staff member who shared it:
//   profile-share   to the school contact, in the share's language, from the agency, Reply-To the staff member: the
//                   recruiter's note and the link (the token rides in the payload until the mail is out);
//   profile-answer  to the staff member: the school answered, with a link to the candidate's record.
// Names are read when the mail is composed: a share withdrawn or erased meanwhile sends nothing.
import { PROFILE_PAGE_PATHS, type SchoolAnswer } from '@agency/forms';
import type { Database } from '../database/database.ts';
import { markMailSent, type ClaimedMail } from '../database/outbox.ts';
import { agencySender, agencySubject, safeMailbox } from '../mail/agency-sender.ts';
import type { AgencyFacts } from '../mail/agency-facts.ts';
import { hongKongTime } from '../mail/compose-message.ts';
import { outboxMessageId } from '../mail/mail-failure.ts';
import { renderMail, type MailLang } from '../mail/mail-layout.ts';
import type { AlertMailHandler, Composed } from '../mail/mail-worker.ts';
import { staffMailMessage, type StaffMailOptions } from '../mail/staff-mail.ts';
import { displayNameOf, shareById, type ShareMailPayload, type ShareRow } from './share-store.ts';

/** The school's page for a token, in the share's language, on the public site. */
export function profileLink(origin: string, lang: MailLang, token: string): string {
  const prefix = lang === 'zh-Hant' ? '/zh-hant' : '';
  return `${origin}${prefix}${PROFILE_PAGE_PATHS.profile}?t=${encodeURIComponent(token)}`;
}

const SHARE_WORDS = {
  en: {
    subject: (name: string) => `A teacher for your school: ${name}`,
    greeting: (contact: string) => `Dear ${contact},`,
    lead: (name: string, school: string, staff: string) =>
      `${staff} at our agency would like to present ${name}, an English teacher we think would suit ${school}. ` +
      'The profile shows their qualifications and experience; contact details are shared once you are interested.',
    noteHeading: 'Why this teacher',
    button: "View the teacher's profile",
    until: (date: string) =>
      `The link works until ${date}. On the page you can tell us "Interested" or "Not now"; or simply reply to this e-mail.`,
  },
  'zh-Hant': {
    subject: (name: string) => `為貴校推薦的老師：${name}`,
    greeting: (contact: string) => `${contact} 您好：`,
    lead: (name: string, school: string, staff: string) =>
      `本公司的 ${staff} 希望向 ${school} 推薦英語老師 ${name}。` +
      '簡介列出老師的資歷與經驗；如貴校有興趣，我們會再提供聯絡資料。',
    noteHeading: '推薦原因',
    button: '查看老師簡介',
    until: (date: string) =>
      `連結有效至 ${date}。您可在頁面上回覆「有興趣」或「暫不考慮」，或直接回覆此電郵。`,
  },
} as const;

const ANSWER_WORDS = {
  en: {
    subject: (school: string) => `${school} answered about a candidate`,
    answer: { interested: 'Interested', 'not-now': 'Not now' } satisfies Record<SchoolAnswer, string>,
    lead: (school: string, name: string, answer: string) => `${school} answered "${answer}" about ${name}.`,
    message: 'Their message',
    open: "Open the candidate's record",
  },
  'zh-Hant': {
    subject: (school: string) => `${school} 回覆了推薦的應徵者`,
    answer: { interested: '有興趣', 'not-now': '暫不考慮' } satisfies Record<SchoolAnswer, string>,
    lead: (school: string, name: string, answer: string) => `${school} 就 ${name} 回覆「${answer}」。`,
    message: '對方留言',
    open: '開啟應徵者紀錄',
  },
} as const;

async function applicantData(database: Database, share: ShareRow) {
  const row = await database.db
    .selectFrom('submissions')
    .select('data')
    .where('id', '=', share.submission_id)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data) as Record<string, unknown>) : null;
}

/** The mail to the school contact, or null when the share is gone, withdrawn or past its days. */
async function schoolMail(
  row: ClaimedMail,
  agency: AgencyFacts,
  options: StaffMailOptions,
): Promise<Composed> {
  const payload = JSON.parse(row.payload ?? '{}') as ShareMailPayload;
  const share = await shareById(options.database, payload.share);
  const data = share && (await applicantData(options.database, share));
  const staff = await options.database.db
    .selectFrom('staff_accounts')
    .select(['email', 'name'])
    .where('id', '=', row.staff_account_id ?? 0)
    .executeTakeFirst();
  if (
    !share ||
    !data ||
    !staff ||
    !payload.token ||
    share.revoked_at !== null ||
    share.expires_at <= Date.now()
  )
    return null;
  const about = { share: share.id, purpose: row.purpose, outboxId: row.id };
  const to = safeMailbox(share.contact_email);
  if (!to) return { about, unsafe: true };
  const lang = share.lang;
  const name = displayNameOf(data);
  const link = profileLink(agency.origin, lang, payload.token);
  const words = SHARE_WORDS[lang];
  const { html, text } = renderMail({
    brand: agency.brand,
    languages: [lang],
    content: () => ({
      title: words.subject(name),
      blocks: [
        { paragraph: words.greeting(share.contact_name) },
        { paragraph: words.lead(name, share.school_name, staff.name) },
        ...(share.note.trim() ? [{ heading: words.noteHeading }, { paragraph: share.note }] : []),
        { button: { label: words.button, href: link } },
        { paragraph: words.until(hongKongTime(share.expires_at, lang)) },
      ],
    }),
  });
  const stem = `share-${share.id}`;
  const sender = agencySender(agency.brand, lang, options);
  return {
    about,
    fileStem: `${stem}-${row.purpose}-${row.id}`,
    message: {
      from: sender.from,
      // Replies reach the recruiter who shared it (the agency's address if theirs cannot be a header).
      replyTo: safeMailbox(staff.email) ? staff.email : sender.replyTo,
      to,
      subject: agencySubject(agency.brand, lang, words.subject(name)),
      text,
      html,
      messageId: outboxMessageId(row.id, stem, row.purpose, options.mailFrom),
    },
  };
}

/** The mail to the staff member who shared it: the school's answer. */
async function answerMail(
  row: ClaimedMail,
  agency: AgencyFacts,
  options: StaffMailOptions,
): Promise<Composed> {
  const payload = JSON.parse(row.payload ?? '{}') as ShareMailPayload;
  return staffMailMessage(
    row,
    options,
    async () => {
      const share = await shareById(options.database, payload.share);
      const data = share && (await applicantData(options.database, share));
      if (!share || !data || !share.answer) return null;
      const name = displayNameOf(data);
      const record = `${agency.origin}/staff/candidates/${share.candidate_id}`;
      const { html, text } = renderMail({
        brand: agency.brand,
        languages: ['en', 'zh-Hant'],
        content: (lang) => {
          const words = ANSWER_WORDS[lang];
          return {
            title: words.subject(share.school_name),
            blocks: [
              { paragraph: words.lead(share.school_name, name, words.answer[share.answer!]) },
              ...(share.answer_message
                ? [{ heading: words.message }, { paragraph: share.answer_message }]
                : []),
              { button: { label: words.open, href: record } },
            ],
          };
        },
      });
      return {
        subject: `${ANSWER_WORDS.en.subject(share.school_name)} / ${ANSWER_WORDS['zh-Hant'].subject(share.school_name)}`,
        html,
        text,
      };
    },
    agency.brand,
  );
}

/** The mail worker's part for 'profile-share' and 'profile-answer' rows (app.ts hands it those purposes). */
export function shareMailHandler(options: StaffMailOptions): AlertMailHandler {
  return {
    async compose(row, agency) {
      const composed =
        row.purpose === 'profile-share'
          ? await schoolMail(row, agency, options)
          : row.purpose === 'profile-answer'
            ? await answerMail(row, agency, options)
            : null;
      // Nothing to send any more (the share was withdrawn or erased): done, or the row would be claimed again.
      if (composed === null) await markMailSent(options.database, row.id, Date.now());
      return composed;
    },
    refused: async () => {},
  };
}
