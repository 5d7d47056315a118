// Builds the two mails of a submission from its stored row, on the shared branded layout (src/mail/mail-layout.ts):
// - the acknowledgement to the applicant: their language first, the agency's name, what they sent and its
//   reference, the next steps with their usual timing, Reply-To the agency, and whom to ask about their data;
// - the agency's copy: the details as typed (phone with its +, vacancy title with a link), the time in Hong Kong,
//   a link to the record in the staff area, and no internal ids (upload ids, row ids).
// Headers never carry raw input: subjects are built from the reference (and the vacancy title from the content),
// the only address taken from the form is the validated e-mail, and names appear only in the body. Attachment
// names are encoded by nodemailer (RFC 2231).
import { Readable } from 'node:stream';
import { fieldLabel, fieldNamesOf, telHref } from '@agency/forms';
import type { SendMailOptions } from 'nodemailer';
import { readLater, type CvStorage } from '../uploads/cv-storage.ts';
import type { AgencyFacts, VacancyTitle } from './agency-facts.ts';
import { agencySender, agencySubject, safeMailbox } from './agency-sender.ts';
import {
  languageFirst,
  mailLang,
  renderMail,
  type MailBlock,
  type MailFact,
  type MailLang,
} from './mail-layout.ts';
import type { UploadFileRow } from '../database/uploads.ts';

export interface SubmissionRow {
  id: number;
  kind: 'enquiry' | 'application';
  reference: string;
  email: string;
  data: string;
  created_at: number;
}

/** Stored fields that are not the applicant's answers, or internal: never listed in a mail. */
const NOT_LISTED = new Set(['fileName', 'language', 'vacancy']);

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const NOUN = { enquiry: 'enquiry', application: 'application' } as const;

// The applicant's address as a header value (one rule for every mail: ../../mail/agency-sender.ts).
export { safeMailbox } from './agency-sender.ts';

export interface MailSettings {
  mailTo: string;
  mailFrom: string;
  /** Attachments are read from the CV storage as the mail is sent. */
  cvs: CvStorage;
}

/** What the content says, read when the mail is composed. */
export interface MailFacts {
  agency: AgencyFacts;
  /** The vacancy applied for (null: none named, or no longer in the content). */
  vacancy: VacancyTitle | null;
}

// Made once: making an Intl format costs about a millisecond (ICU's locale data), every mail's time uses one.
const hongKongTimeFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Hong_Kong',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const HONG_KONG_TIME: Record<MailLang, Intl.DateTimeFormat> = {
  en: hongKongTimeFormat('en-GB'),
  'zh-Hant': hongKongTimeFormat('zh-HK'),
};

/** "Wed, 25 Nov 2026, 14:05 (Hong Kong time)" / "2026年11月25日 星期三 14:05（香港時間）". */
export function hongKongTime(ms: number, lang: MailLang): string {
  const formatted = HONG_KONG_TIME[lang].format(new Date(ms));
  return lang === 'zh-Hant' ? `${formatted}（香港時間）` : `${formatted} (Hong Kong time)`;
}

function valueText(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The stored answers in the table of form fields' order, then any field it does not know; phone and e-mail linked. */
function answerFacts(kind: SubmissionRow['kind'], data: Record<string, unknown>): MailFact[] {
  const known = fieldNamesOf(kind);
  const fields = [...known, ...Object.keys(data).filter((field) => !known.includes(field))]
    .filter((field) => Object.hasOwn(data, field) && !NOT_LISTED.has(field))
    .filter((field) => data[field] !== '');
  return fields.map((field) => {
    const value = valueText(data[field]);
    const href =
      field === 'phone'
        ? telHref(value)
        : field === 'email' && safeMailbox(value)
          ? `mailto:${value}`
          : undefined;
    return { label: fieldLabel(kind, field, 'en'), value, href };
  });
}

const fullName = (data: Record<string, unknown>) =>
  [data.firstName, data.surname].filter((part) => typeof part === 'string' && part !== '').join(' ');

export function composeAgencyMail(
  row: SubmissionRow,
  files: UploadFileRow[],
  settings: MailSettings,
  facts: MailFacts,
): SendMailOptions {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const { agency, vacancy } = facts;
  const recordUrl = `${agency.origin}/staff/submissions/${encodeURIComponent(row.reference)}`;
  const name = fullName(data);
  const about: MailFact[] = [
    { label: 'Reference', value: row.reference, href: recordUrl },
    { label: 'Received', value: hongKongTime(row.created_at, 'en') },
  ];
  if (row.kind === 'application')
    about.push(
      vacancy
        ? { label: 'Vacancy', value: vacancy.title.en, href: vacancy.url.en }
        : {
            label: 'Vacancy',
            value: typeof data.vacancy === 'string' ? data.vacancy : 'Any suitable vacancy',
          },
    );
  about.push({
    label: "Applicant's language",
    value: mailLang(data.language) === 'zh-Hant' ? 'Chinese (中文)' : 'English',
  });
  const blocks: MailBlock[] = [
    { facts: about },
    { button: { label: 'Open in the staff area', href: recordUrl } },
    { heading: row.kind === 'application' ? 'Application' : 'Enquiry' },
    { facts: answerFacts(row.kind, data) },
  ];
  if (files.length > 0)
    blocks.push({
      paragraph: `CV attached: ${files.map((file) => file.original_name).join(', ')}.`,
    });
  blocks.push({ paragraph: 'Reply to this e-mail to answer the sender directly.' });
  const { html, text } = renderMail({
    brand: agency.brand,
    languages: ['en'],
    content: () => ({
      title: `New ${NOUN[row.kind]}${name ? ` from ${name}` : ''}`,
      blocks,
    }),
  });
  const subjectVacancy = row.kind === 'application' && vacancy ? `: ${vacancy.title.en}` : '';
  return {
    from: agencySender(agency.brand, 'en', settings).from,
    to: settings.mailTo,
    replyTo: safeMailbox(row.email) ?? undefined,
    subject: `New ${NOUN[row.kind]} ${row.reference}${subjectVacancy}`,
    text,
    html,
    attachments: files.map((file) => ({
      filename: file.original_name,
      content: Readable.from(readLater(settings.cvs, file.id)),
      contentType: CONTENT_TYPES[file.file_type],
    })),
    headers: { 'X-Submission-Reference': row.reference },
  };
}

const ACK = {
  en: {
    title: { application: 'We have received your application', enquiry: 'We have received your enquiry' },
    greeting: (name: string) => (name ? `Dear ${name},` : 'Hello,'),
    thanks: (agency: string, kind: SubmissionRow['kind'], vacancy: string | null) =>
      kind === 'enquiry'
        ? `Thank you for your enquiry to ${agency}.`
        : vacancy
          ? `Thank you for applying to ${agency} for the vacancy “${vacancy}”.`
          : `Thank you for sending your application to ${agency}.`,
    reference: 'Reference',
    vacancy: 'Vacancy',
    anyVacancy: 'Any suitable vacancy',
    received: 'Received',
    quote: 'Please quote your reference if you contact us.',
    statusLine: 'You can see where it stands at any time on our application status page.',
    statusButton: 'Check my application status',
    nextHeading: 'What happens next',
    next: {
      application: [
        'We read every CV ourselves. If your experience matches what our schools ask for, we call or e-mail you within 5 working days to arrange an interview.',
        'The interview is on Zoom or face to face and takes about 40 minutes.',
        'Successful applicants receive a job offer within 3 to 5 working days of the interview.',
        'After you accept, we send the contract and help with the work visa, which takes 6 to 12 weeks.',
      ],
      enquiry: [
        'A member of our team reads your enquiry and replies within 2 working days.',
        'If you are looking for a teacher, we then agree the role with you and send suitable candidates’ profiles.',
      ],
    },
    viewVacancy: 'View the vacancy',
    reply: 'To add anything, simply reply to this e-mail.',
    privacy: (email: string) =>
      `We use your details only to answer you and, for an application, to consider you for teaching positions. To see, correct or delete them, write to ${email}.`,
    signOff: (agency: string) => `Kind regards,\nThe ${agency} team`,
  },
  'zh-Hant': {
    title: { application: '我們已收到您的申請', enquiry: '我們已收到您的查詢' },
    greeting: (name: string) => (name ? `${name} 您好：` : '您好：'),
    thanks: (agency: string, kind: SubmissionRow['kind'], vacancy: string | null) =>
      kind === 'enquiry'
        ? `感謝您向${agency}查詢。`
        : vacancy
          ? `感謝您向${agency}申請「${vacancy}」職位。`
          : `感謝您向${agency}遞交申請。`,
    reference: '參考編號',
    vacancy: '職位',
    anyVacancy: '任何合適職位',
    received: '收到時間',
    quote: '如與我們聯絡，請提供您的參考編號。',
    statusLine: '您可隨時在我們的申請狀態頁面查看進度。',
    statusButton: '查看我的申請狀態',
    nextHeading: '接下來的步驟',
    next: {
      application: [
        '我們會親自細閱每份履歷。如您的經驗符合學校要求，我們會在5個工作天內致電或發電郵安排面試。',
        '面試透過 Zoom 或親身進行，約需40分鐘。',
        '成功的申請人會在面試後3至5個工作天內收到聘書。',
        '接受聘書後，我們會寄出合約並協助辦理工作簽證，需時6至12星期。',
      ],
      enquiry: [
        '我們的同事會細閱您的查詢，並於2個工作天內回覆。',
        '如您正在招聘教師，我們會與您確定職位要求，並寄上合適人選的資料。',
      ],
    },
    viewVacancy: '查看職位',
    reply: '如需補充資料，請直接回覆本電郵。',
    privacy: (email: string) =>
      `您的資料只會用於回覆您，以及（如屬求職申請）為您配對教學職位。如欲查閱、更正或刪除您的資料，請電郵至 ${email}。`,
    signOff: (agency: string) => `${agency}團隊 謹啟`,
  },
} as const;

/** The acknowledgement to the applicant, or null when their address is unsafe to put in a header. */
export function composeAcknowledgement(
  row: SubmissionRow,
  settings: MailSettings,
  facts: MailFacts,
): SendMailOptions | null {
  const to = safeMailbox(row.email);
  if (!to) return null;
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const lang = mailLang(data.language);
  const { agency, vacancy } = facts;
  const privacyEmail = agency.brand.privacyEmail ?? agency.brand.email ?? settings.mailTo;
  const firstName = typeof data.firstName === 'string' ? data.firstName : '';
  const { html, text } = renderMail({
    brand: agency.brand,
    languages: languageFirst(lang),
    content: (language) => {
      const words = ACK[language];
      const agencyName = agency.brand.name[language];
      const vacancyTitle = row.kind === 'application' && vacancy ? vacancy.title[language] : null;
      const thanks = words.thanks(agencyName, row.kind, vacancyTitle);
      const facts: MailFact[] = [
        { label: words.reference, value: row.reference },
        { label: words.received, value: hongKongTime(row.created_at, language) },
      ];
      if (row.kind === 'application')
        facts.splice(
          1,
          0,
          vacancy
            ? { label: words.vacancy, value: vacancy.title[language], href: vacancy.url[language] }
            : { label: words.vacancy, value: words.anyVacancy },
        );
      return {
        title: words.title[row.kind],
        blocks: [
          { paragraph: words.greeting(firstName) },
          { paragraph: thanks },
          { facts },
          { paragraph: words.quote },
          { paragraph: words.statusLine },
          {
            button: {
              label: words.statusButton,
              href: `${agency.origin}${language === 'zh-Hant' ? '/zh-hant' : ''}/ApplicationStatus`,
            },
          },
          { heading: words.nextHeading },
          { steps: [...words.next[row.kind]] },
          { paragraph: words.reply },
          { paragraph: words.privacy(privacyEmail) },
          { paragraph: words.signOff(agencyName) },
        ],
      };
    },
  });
  const subject = agencySubject(
    agency.brand,
    lang,
    lang === 'zh-Hant'
      ? `${ACK['zh-Hant'].title[row.kind]}（${row.reference}）`
      : `${ACK.en.title[row.kind]} (${row.reference})`,
  );
  return {
    ...agencySender(agency.brand, lang, settings),
    to,
    subject,
    text,
    html,
    headers: { 'X-Submission-Reference': row.reference },
  };
}
