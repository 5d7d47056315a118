// The three mails of job alerts (issue 29), each in the alert's language only, on the shared branded layout
// (../mail/mail-layout.ts): the confirmation (the only mail an unconfirmed address ever gets), the digest, and the
// yearly "keep this alert?". Digests and keep mails carry List-Unsubscribe (https) and List-Unsubscribe-Post
// (RFC 8058 one-click); their footer links to manage, unsubscribe and say whether the mail was relevant.
import type { AlertCriteria, AlertFrequency, AlertLang } from '@agency/forms';
import type { MailBlock, MailBrand, MailContent } from '../mail/mail-layout.ts';
import { renderBlocks, renderMail } from '../mail/mail-layout.ts';
import { formatDay } from '../mail/mail-words.ts';
import { agencySubject } from '../mail/agency-sender.ts';
import type { AlertVacancy } from './alert-matching.ts';
import { alertPageUrl, vacanciesUrl, vacancyUrl } from './alert-links.ts';
import { criteriaFacts, employmentTypeLabel, formatSalary, regionLabel, sectorLabel } from './alert-words.ts';

export interface AlertMailSettings {
  brand: MailBrand;
  /** The public site, for links (SITE_ORIGIN). */
  origin: string;
}

export interface ComposedAlertMail {
  /** The alert's language: the mail's only one, and its sender's (../mail/agency-sender.ts). */
  lang: AlertLang;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface AlertLinkContext {
  lang: AlertLang;
  /** The signed link token of the alert (alert-tokens.ts). */
  link: string;
}

function compose(
  settings: AlertMailSettings,
  lang: AlertLang,
  subject: string,
  content: MailContent,
  unsubscribeUrl?: string,
): ComposedAlertMail {
  const { html, text } = renderMail({ brand: settings.brand, languages: [lang], content: () => content });
  const headers: Record<string, string> = {};
  if (unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { lang, subject: agencySubject(settings.brand, lang, subject), text, html, headers };
}

const WORDS = {
  en: {
    confirmSubject: 'Confirm your job alert',
    confirmTitle: 'Confirm your job alert',
    confirmIntro: 'You asked us to e-mail you when a vacancy like this opens:',
    confirmUpdateIntro: 'You asked us to change your job alert to this:',
    confirmButton: 'Confirm your alert',
    confirmExpiry:
      'The link works for 7 days. If you did not ask for this, ignore this e-mail: we will send you nothing else, and we delete your address within 7 days.',
    digestSubject: (count: number) =>
      count === 1 ? 'A new vacancy for your job alert' : `${count} new vacancies for your job alert`,
    digestTitle: (count: number) =>
      count === 1 ? 'A new vacancy matches your alert' : `${count} new vacancies match your alert`,
    region: 'Region',
    sector: 'School sector',
    employmentType: 'Employment type',
    startDate: 'Start date',
    salary: 'Monthly salary',
    view: 'See this vacancy',
    allVacancies: 'See all open vacancies',
    yourAlert: 'Your alert',
    manage: 'Change or pause this alert',
    unsubscribe: 'Unsubscribe from this alert',
    feedbackHeading: 'Was this e-mail useful?',
    relevant: 'Yes, it was relevant',
    notRelevant: 'No, it was not relevant',
    why: 'You get this e-mail because you confirmed a job alert on our site.',
    keepSubject: 'Do you still want your job alerts?',
    keepTitle: 'Do you still want your job alerts?',
    keepIntro: 'A year ago you confirmed this job alert. We only keep sending it if you still want it.',
    keepButton: 'Keep my alert',
    keepDelete: (date: string) => `If you do nothing, we delete the alert and your address on ${date}.`,
    manageLinkSubject: 'A link to your job alert',
    manageLinkIntro:
      'You asked for a link to your job alert. Use it to change, pause or stop the alert. If you did not ask, ignore this e-mail: nothing changes.',
  },
  'zh-Hant': {
    confirmSubject: '請確認您的職位通知',
    confirmTitle: '請確認您的職位通知',
    confirmIntro: '您要求我們在有以下職位空缺時以電郵通知您：',
    confirmUpdateIntro: '您要求我們把職位通知改為：',
    confirmButton: '確認通知',
    confirmExpiry:
      '此連結 7 日內有效。如您沒有提出要求，請忽略此電郵：我們不會再寄出任何電郵，並會在 7 日內刪除您的電郵地址。',
    digestSubject: (count: number) => `${count} 個新職位符合您的職位通知`,
    digestTitle: (count: number) => `${count} 個新職位符合您的通知`,
    region: '地區',
    sector: '學校類別',
    employmentType: '僱用形式',
    startDate: '入職日期',
    salary: '月薪',
    view: '查看此職位',
    allVacancies: '查看所有職位空缺',
    yourAlert: '您的通知',
    manage: '更改或暫停此通知',
    unsubscribe: '取消此通知',
    feedbackHeading: '這封電郵對您有用嗎？',
    relevant: '有用，職位切合我的需要',
    notRelevant: '沒有用，職位不切合我的需要',
    why: '您收到此電郵，是因為您在我們的網站確認了職位通知。',
    keepSubject: '您仍想接收職位通知嗎？',
    keepTitle: '您仍想接收職位通知嗎？',
    keepIntro: '您在一年前確認了以下職位通知。只有在您仍然需要時，我們才會繼續寄出。',
    keepButton: '保留通知',
    keepDelete: (date: string) => `如您不作回應，我們會在${date}刪除此通知及您的電郵地址。`,
    manageLinkSubject: '您的職位通知連結',
    manageLinkIntro:
      '您要求取得職位通知的連結，可用以更改、暫停或停止通知。如您沒有提出要求，請忽略此電郵：通知不會有任何改變。',
  },
} as const;

export function composeConfirmationMail(
  settings: AlertMailSettings,
  input: {
    lang: AlertLang;
    token: string;
    criteria: AlertCriteria;
    frequency: AlertFrequency;
    /** A change to an alert already confirmed. */
    update: boolean;
  },
): ComposedAlertMail {
  const w = WORDS[input.lang];
  const url = alertPageUrl(settings.origin, 'confirm', input.lang, { t: input.token });
  return compose(settings, input.lang, w.confirmSubject, {
    title: w.confirmTitle,
    blocks: [
      { paragraph: input.update ? w.confirmUpdateIntro : w.confirmIntro },
      { facts: criteriaFacts(input.criteria, input.frequency, input.lang) },
      { button: { label: w.confirmButton, href: url } },
      { paragraph: w.confirmExpiry },
    ],
  });
}

function footerBlocks(
  settings: AlertMailSettings,
  context: AlertLinkContext,
  digestId?: number,
): MailBlock[] {
  const w = WORDS[context.lang];
  const page = (name: 'manage' | 'unsubscribe' | 'feedback', extra: Record<string, string> = {}) =>
    alertPageUrl(settings.origin, name, context.lang, { t: context.link, ...extra });
  const blocks: MailBlock[] = [
    { heading: w.yourAlert },
    { paragraph: w.why },
    {
      links: [
        { label: w.manage, href: page('manage') },
        { label: w.unsubscribe, href: page('unsubscribe') },
      ],
    },
  ];
  if (digestId !== undefined) {
    blocks.push(
      { heading: w.feedbackHeading },
      {
        links: [
          { label: w.relevant, href: page('feedback', { d: String(digestId), v: 'relevant' }) },
          { label: w.notRelevant, href: page('feedback', { d: String(digestId), v: 'not-relevant' }) },
        ],
      },
    );
  }
  return blocks;
}

export function unsubscribeUrl(settings: AlertMailSettings, context: AlertLinkContext): string {
  return alertPageUrl(settings.origin, 'unsubscribe', context.lang, { t: context.link });
}

function vacancyBlocks(origin: string, vacancy: AlertVacancy, lang: AlertLang): MailBlock[] {
  const w = WORDS[lang];
  const salary = formatSalary(vacancy.salary, lang);
  return [
    { heading: vacancy.title[lang] || vacancy.title.en },
    {
      facts: [
        { label: w.region, value: regionLabel(vacancy.region, lang) },
        { label: w.sector, value: sectorLabel(vacancy.sector, lang) },
        { label: w.employmentType, value: employmentTypeLabel(vacancy.employmentType, lang) },
        { label: w.startDate, value: formatDay(vacancy.startDate, lang) },
        ...(salary ? [{ label: w.salary, value: salary }] : []),
      ],
    },
    { button: { label: w.view, href: vacancyUrl(origin, vacancy.slug, lang) } },
  ];
}

/**
 * Each vacancy's part of a digest, rendered once per language and site and kept with the vacancy: a run's
 * digests share the same vacancy objects (alert-digest.ts, digestVacanciesReader), so thousands of mails copy
 * one rendering instead of building their own.
 */
const renderedVacancies = new WeakMap<AlertVacancy, Map<string, MailBlock>>();
function renderedVacancy(origin: string, vacancy: AlertVacancy, lang: AlertLang): MailBlock {
  let kept = renderedVacancies.get(vacancy);
  if (!kept) renderedVacancies.set(vacancy, (kept = new Map()));
  const key = `${lang} ${origin}`;
  let block = kept.get(key);
  if (!block) kept.set(key, (block = renderBlocks(vacancyBlocks(origin, vacancy, lang))));
  return block;
}

export function composeDigestMail(
  settings: AlertMailSettings,
  context: AlertLinkContext & { digestId: number },
  vacancies: readonly AlertVacancy[],
): ComposedAlertMail {
  const { lang } = context;
  const w = WORDS[lang];
  const blocks = vacancies.map((vacancy) => renderedVacancy(settings.origin, vacancy, lang));
  blocks.push({ links: [{ label: w.allVacancies, href: vacanciesUrl(settings.origin, lang) }] });
  blocks.push(...footerBlocks(settings, context, context.digestId));
  return compose(
    settings,
    lang,
    w.digestSubject(vacancies.length),
    { title: w.digestTitle(vacancies.length), blocks },
    unsubscribeUrl(settings, context),
  );
}

export function composeKeepMail(
  settings: AlertMailSettings,
  context: AlertLinkContext & {
    keepToken: string;
    criteria: AlertCriteria;
    frequency: AlertFrequency;
    /** YYYY-MM-DD: when the alert goes unless kept. */
    deleteOn: string;
  },
): ComposedAlertMail {
  const { lang } = context;
  const w = WORDS[lang];
  return compose(
    settings,
    lang,
    w.keepSubject,
    {
      title: w.keepTitle,
      blocks: [
        { paragraph: w.keepIntro },
        { facts: criteriaFacts(context.criteria, context.frequency, lang) },
        {
          button: {
            label: w.keepButton,
            href: alertPageUrl(settings.origin, 'keep', lang, { t: context.keepToken }),
          },
        },
        { paragraph: w.keepDelete(formatDay(context.deleteOn, lang)) },
        ...footerBlocks(settings, context),
      ],
    },
    unsubscribeUrl(settings, context),
  );
}

/** The manage link asked for by address (alert-manage-link.ts): the same links as every alert mail's footer. */
export function composeManageLinkMail(
  settings: AlertMailSettings,
  context: AlertLinkContext,
): ComposedAlertMail {
  const w = WORDS[context.lang];
  return compose(
    settings,
    context.lang,
    w.manageLinkSubject,
    {
      title: w.manageLinkSubject,
      blocks: [
        { paragraph: w.manageLinkIntro },
        {
          button: {
            label: w.manage,
            href: alertPageUrl(settings.origin, 'manage', context.lang, { t: context.link }),
          },
        },
        ...footerBlocks(settings, context),
      ],
    },
    unsubscribeUrl(settings, context),
  );
}
