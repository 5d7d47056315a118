// The two mails of a draft (decision 032), to the applicant only (never the agency), on the shared branded layout
// (../mail/mail-layout.ts), their language first: the resume link when it is saved, and one reminder. The link's
// token travels in the address's fragment (#t=…): browsers never send it to a server, so no log can hold it.
// The token waits in the outbox row's payload until the mail is sent, then only its hash is kept.
import { hongKongDate } from '@agency/content';
import type { AgencyFacts } from '../mail/agency-facts.ts';
import { languageFirst, renderMail, type MailContent, type MailLang } from '../mail/mail-layout.ts';
import type { Database } from '../database/database.ts';
import { formatDay } from '../mail/mail-words.ts';
import { agencySender, agencySubject, safeMailbox } from '../mail/agency-sender.ts';
import { outboxMessageId } from '../mail/mail-failure.ts';
import type { AlertMailHandler } from '../mail/mail-worker.ts';

/** The page that opens a draft (apps/web route table: paths.applicationDraft). */
export const DRAFT_PAGE = '/ApplicationDraft';

export const draftPageUrl = (origin: string, lang: MailLang, token: string) =>
  `${origin}${lang === 'zh-Hant' ? '/zh-hant' : ''}${DRAFT_PAGE}#t=${token}`;

const WORDS = {
  en: {
    resumeSubject: (vacancy: string | null) =>
      vacancy ? `Your saved application (${vacancy})` : 'Your saved application',
    resumeTitle: 'Your application is saved',
    resumeIntro: 'You saved your application on our website. Open it from this link to finish and send it.',
    reminderSubject: (vacancy: string | null) =>
      vacancy ? `Your application is not sent yet (${vacancy})` : 'Your application is not sent yet',
    reminderTitle: 'Your saved application is waiting',
    reminderIntro: 'You saved an application on our website but have not sent it yet.',
    vacancy: 'Vacancy',
    closes: 'Applications close',
    cvs: 'CVs kept with it',
    none: 'none yet',
    button: 'Finish my application',
    notSent: 'We have not received an application yet: only what you send reaches us.',
    expiry: (day: string) =>
      `The link works until ${day}. Then the draft and its files are deleted. Anyone with the link can open the draft: please do not forward this e-mail. If you did not save an application on our site, ignore this e-mail.`,
  },
  'zh-Hant': {
    resumeSubject: (vacancy: string | null) => (vacancy ? `您已儲存的申請（${vacancy}）` : '您已儲存的申請'),
    resumeTitle: '您的申請已儲存',
    resumeIntro: '您在我們的網站儲存了申請。請按以下連結打開申請，填妥後提交。',
    reminderSubject: (vacancy: string | null) =>
      vacancy ? `您的申請尚未提交（${vacancy}）` : '您的申請尚未提交',
    reminderTitle: '您已儲存的申請仍未提交',
    reminderIntro: '您在我們的網站儲存了申請，但尚未提交。',
    vacancy: '職位',
    closes: '截止申請日期',
    cvs: '已保存的履歷',
    none: '尚未附上',
    button: '完成我的申請',
    notSent: '我們尚未收到您的申請：只有提交後的申請才會送達我們。',
    expiry: (day: string) =>
      `連結有效至${day}，屆時草稿及其檔案將被刪除。任何人取得此連結都可打開草稿，請勿轉寄此電郵。如您沒有在我們的網站儲存申請，請忽略此電郵。`,
  },
} as const;

export interface DraftMailInput {
  purpose: 'draft-resume' | 'draft-reminder';
  lang: MailLang;
  token: string;
  expiresAt: number;
  vacancy: { title: Record<MailLang, string>; closesOn: string | null } | null;
  /** The CVs' names. */
  files: string[];
}

export function composeDraftMail(agency: Pick<AgencyFacts, 'brand' | 'origin'>, input: DraftMailInput) {
  const first = WORDS[input.lang];
  const vacancyTitle = input.vacancy?.title[input.lang] ?? null;
  const subject = agencySubject(
    agency.brand,
    input.lang,
    input.purpose === 'draft-resume'
      ? first.resumeSubject(vacancyTitle)
      : first.reminderSubject(vacancyTitle),
  );
  const content = (lang: MailLang): MailContent => {
    const w = WORDS[lang];
    const facts = [
      ...(input.vacancy ? [{ label: w.vacancy, value: input.vacancy.title[lang] }] : []),
      ...(input.vacancy?.closesOn
        ? [{ label: w.closes, value: formatDay(input.vacancy.closesOn, lang) }]
        : []),
      { label: w.cvs, value: input.files.length > 0 ? input.files.join(', ') : w.none },
    ];
    return {
      title: input.purpose === 'draft-resume' ? w.resumeTitle : w.reminderTitle,
      blocks: [
        { paragraph: input.purpose === 'draft-resume' ? w.resumeIntro : w.reminderIntro },
        { facts },
        { button: { label: w.button, href: draftPageUrl(agency.origin, lang, input.token) } },
        { paragraph: w.notSent },
        { paragraph: w.expiry(formatDay(hongKongDate(new Date(input.expiresAt)), lang)) },
      ],
    };
  };
  const { html, text } = renderMail({ brand: agency.brand, languages: languageFirst(input.lang), content });
  return { subject, html, text };
}

/** The mail worker's part for draft rows (mail/mail-worker.ts). */
export function draftMailHandler(options: {
  database: Database;
  mailFrom: string;
  mailTo: string;
  /** The vacancy's closing day (YYYY-MM-DD), if the content knows one. */
  closingDay: (slug: string) => Promise<string | null>;
}): AlertMailHandler {
  const { database } = options;
  return {
    async compose(row, agency) {
      if (row.draft_id === null || (row.purpose !== 'draft-resume' && row.purpose !== 'draft-reminder'))
        return null;
      const about = { purpose: row.purpose, outboxId: row.id };
      const draft = await database.db
        .selectFrom('drafts')
        .select(['id', 'email', 'lang', 'vacancy', 'upload_id', 'expires_at'])
        .where('id', '=', row.draft_id)
        .executeTakeFirst();
      const token = (JSON.parse(row.payload ?? '{}') as { token?: string }).token;
      // Sent, erased or expired meanwhile (its row normally goes with it), or already sent once: nothing to send.
      if (!draft || !token) return null;
      const to = safeMailbox(draft.email);
      if (!to) return { about, unsafe: true };
      const files =
        draft.upload_id === null
          ? []
          : await database.db
              .selectFrom('upload_files')
              .select('original_name')
              .where('upload_id', '=', draft.upload_id)
              .orderBy('position')
              .execute();
      const found = draft.vacancy ? await agency.vacancy(draft.vacancy) : null;
      const composed = composeDraftMail(agency, {
        purpose: row.purpose,
        lang: draft.lang,
        token,
        expiresAt: Number(draft.expires_at),
        vacancy:
          draft.vacancy && found
            ? { title: found.title, closesOn: await options.closingDay(draft.vacancy) }
            : null,
        files: files.map((file) => file.original_name),
      });
      const stem = `draft-${draft.id}`;
      return {
        about,
        fileStem: `${stem}-${row.purpose}-${row.id}`,
        message: {
          ...agencySender(agency.brand, draft.lang, options),
          to,
          subject: composed.subject,
          text: composed.text,
          html: composed.html,
          headers: { 'X-Draft-Mail': row.purpose },
          messageId: outboxMessageId(row.id, stem, row.purpose, options.mailFrom),
        },
      };
    },
    refused: async () => {},
  };
}
