// The job-alert pages reached from mails (confirm, manage, unsubscribe, keep, feedback), on the shared layout of
// pages that mailed links open (../mail/link-page.ts: no cache, no Referer, changes only by POST).
import {
  ALERT_CRITERIA,
  ALERT_CRITERIA_OPTIONS,
  ALERT_FREQUENCIES,
  criteriaValues,
  type AlertCriteria,
  type AlertFrequency,
  type AlertLang,
} from '@agency/forms';
import { ALERT_PAGES, type AlertPage } from './alert-links.ts';
import {
  CRITERIA_WORDS,
  criteriaFacts,
  employmentTypeLabel,
  FREQUENCY_WORDS,
  regionLabel,
  sectorLabel,
} from './alert-words.ts';
import {
  buttonPage,
  escapeHtml,
  langPrefix as prefix,
  linkPage as layout,
  para,
  postForm as htmlPostForm,
  type LinkPageHtml,
} from '../mail/link-page.ts';

export { escapeHtml };

const W = {
  en: {
    confirmTitle: 'Confirm your job alert',
    confirmLead: 'Press Confirm and we will e-mail you when a vacancy like this opens:',
    confirmButton: 'Confirm',
    confirmedTitle: 'Your job alert is on',
    confirmedLead:
      'We will e-mail you when a matching vacancy opens. Every alert e-mail has links to change or stop it.',
    badLinkTitle: 'This link no longer works',
    expiredLead: 'The link has expired (links work for 7 days) or was already used.',
    resend: 'Send me a new link',
    resentTitle: 'We have sent you a new link',
    resentLead: 'Open the link in the new e-mail to confirm your alert. It works for 7 days.',
    alreadyConfirmedLead: 'Your alert is already confirmed, and this link has been used.',
    manageLinkLead:
      'To change, pause or stop it, use the links in any alert e-mail, or enter your address and we will e-mail you a link to your alert.',
    emailLabel: 'Your e-mail address',
    emailInvalid: 'Enter an e-mail address like name@example.com',
    manageLinkButton: 'E-mail me a link to my alert',
    manageLinkSentTitle: 'Check your inbox',
    manageLinkSentLead:
      'If this address has a job alert with us, we have e-mailed it a link to change or stop the alert. If you asked several times in the last hour, use the newest e-mail.',
    unknownLead: 'The link is not valid any more. You can set up a new alert on our Vacancies page.',
    subscribeAgain: 'Set up a job alert',
    manageTitle: 'Your job alert',
    manageLead: 'Change what you hear about, or pause the alert for a while.',
    save: 'Save changes',
    savedLead: 'Your changes are saved.',
    paused: 'Your alert is paused: we send you nothing until you resume it.',
    pause: 'Pause the alert',
    resume: 'Resume the alert',
    unsubscribeTitle: 'Unsubscribe from job alerts',
    unsubscribeLead: 'Press Unsubscribe and we stop your job alert and delete your address.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedLead: 'We have deleted your job alert and your address. You will get no more alert e-mails.',
    notSubscribedLead: 'There is no job alert for this link (it may have been stopped already).',
    reasonLegend: 'Would you tell us why? (optional)',
    reasons: {
      'too-many': 'Too many e-mails',
      'not-relevant': 'The vacancies were not relevant',
      'found-job': 'I have found a job',
      other: 'Another reason',
    },
    sendReason: 'Send',
    thanksTitle: 'Thank you',
    thanksLead: 'Your answer helps us send better alerts.',
    keepTitle: 'Keep your job alert?',
    keepLead: 'Press Keep and we go on sending your job alert for another year.',
    keepButton: 'Keep my alert',
    keptLead: 'We will keep sending your alert. Thank you.',
    feedbackTitle: 'Was this e-mail useful?',
    feedbackLead: {
      relevant: 'Tell us the vacancies in this e-mail were relevant to you.',
      'not-relevant': 'Tell us the vacancies in this e-mail were not relevant to you.',
    },
    feedbackButton: 'Send',
    feedbackThanks: 'Thank you: we have noted your answer.',
    errorTitle: 'There is a problem',
    errors: {
      required: {
        regions: 'Choose at least one region, or any region',
        sectors: 'Choose at least one sector, or any sector',
        employmentTypes: 'Choose at least one employment type, or any type',
        frequency: 'Choose how often to hear from us',
      } as Record<string, string>,
      invalidOption: 'Choose one of the options shown',
    },
    notFoundTitle: 'Page not found',
    notFoundLead: 'This link is not valid. Please check that you copied the whole link from the e-mail.',
  },
  'zh-Hant': {
    confirmTitle: '確認您的職位通知',
    confirmLead: '按「確認」後，有以下職位空缺時我們會以電郵通知您：',
    confirmButton: '確認',
    confirmedTitle: '您的職位通知已啟用',
    confirmedLead: '有合適空缺時我們會以電郵通知您。每封通知電郵都附有更改或停止通知的連結。',
    badLinkTitle: '此連結已失效',
    expiredLead: '此連結已過期（連結 7 日內有效）或已使用。',
    resend: '寄給我新連結',
    resentTitle: '我們已寄出新連結',
    resentLead: '請按新電郵內的連結確認您的通知，連結 7 日內有效。',
    alreadyConfirmedLead: '您的通知已經確認，此連結亦已使用。',
    manageLinkLead:
      '如要更改、暫停或停止通知，請使用任何一封通知電郵內的連結，或輸入您的電郵地址，我們會把通知的連結電郵給您。',
    emailLabel: '您的電郵地址',
    emailInvalid: '請輸入有效的電郵地址，例如 name@example.com',
    manageLinkButton: '把通知的連結電郵給我',
    manageLinkSentTitle: '請查看您的電郵',
    manageLinkSentLead:
      '如此電郵地址已設定職位通知，我們已把更改或停止通知的連結寄給該地址。如您在過去一小時內多次提出要求，請使用最新的電郵。',
    unknownLead: '此連結已失效。您可以在職位空缺頁面重新設定職位通知。',
    subscribeAgain: '設定職位通知',
    manageTitle: '您的職位通知',
    manageLead: '更改通知內容，或暫停通知一段時間。',
    save: '儲存更改',
    savedLead: '已儲存您的更改。',
    paused: '您的通知已暫停：恢復前我們不會寄出任何通知。',
    pause: '暫停通知',
    resume: '恢復通知',
    unsubscribeTitle: '取消訂閱職位通知',
    unsubscribeLead: '按「取消訂閱」後，我們會停止您的職位通知並刪除您的電郵地址。',
    unsubscribeButton: '取消訂閱',
    unsubscribedTitle: '您已取消訂閱',
    unsubscribedLead: '我們已刪除您的職位通知及電郵地址，您不會再收到通知電郵。',
    notSubscribedLead: '此連結沒有對應的職位通知（可能已經停止）。',
    reasonLegend: '可否告訴我們原因？（選填）',
    reasons: {
      'too-many': '電郵太多',
      'not-relevant': '職位不合適',
      'found-job': '我已找到工作',
      other: '其他原因',
    },
    sendReason: '送出',
    thanksTitle: '謝謝',
    thanksLead: '您的回覆有助我們改善職位通知。',
    keepTitle: '保留您的職位通知？',
    keepLead: '按「保留通知」後，我們會在未來一年繼續寄出您的職位通知。',
    keepButton: '保留通知',
    keptLead: '我們會繼續寄出您的通知，謝謝。',
    feedbackTitle: '這封電郵對您有用嗎？',
    feedbackLead: {
      relevant: '告訴我們這封電郵內的職位與您相關。',
      'not-relevant': '告訴我們這封電郵內的職位與您無關。',
    },
    feedbackButton: '送出',
    feedbackThanks: '謝謝，我們已記下您的回覆。',
    errorTitle: '請更正以下問題',
    errors: {
      required: {
        regions: '請選擇最少一個地區，或任何地區',
        sectors: '請選擇最少一個學校類別，或任何類別',
        employmentTypes: '請選擇最少一種僱用形式，或任何形式',
        frequency: '請選擇通知次數',
      } as Record<string, string>,
      invalidOption: '請從所列選項中選擇',
    },
    notFoundTitle: '找不到頁面',
    notFoundLead: '此連結無效。請檢查您是否已複製電郵內的完整連結。',
  },
} as const;

export const UNSUBSCRIBE_REASONS = ['too-many', 'not-relevant', 'found-job', 'other'] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

export const pageWords = (lang: AlertLang) => W[lang];

export type AlertPageHtml = LinkPageHtml;

const pagePath = (page: AlertPage, lang: AlertLang) => `${prefix(lang)}${ALERT_PAGES[page]}`;

/** A form posting back to a page with the token and the given hidden fields. */
function postForm(
  page: AlertPage,
  lang: AlertLang,
  hidden: Record<string, string>,
  inner: string,
  suffix = '',
): string {
  return htmlPostForm(`${pagePath(page, lang)}${suffix}`, hidden, inner);
}

function factsList(criteria: AlertCriteria, frequency: AlertFrequency, lang: AlertLang): string {
  return `<dl>${criteriaFacts(criteria, frequency, lang)
    .map((fact) => `<dt>${escapeHtml(fact.label)}</dt><dd>${escapeHtml(fact.value)}</dd>`)
    .join('')}</dl>`;
}

export function notFoundPage(lang: AlertLang): AlertPageHtml {
  const w = W[lang];
  return layout(lang, w.notFoundTitle, para(w.notFoundLead), 404);
}

/** The page a mailed link opens: the alert's criteria and one button that POSTs the token (mail scanners only GET). */
function criteriaButtonPage(
  page: 'confirm' | 'keep',
  lang: AlertLang,
  token: string,
  criteria: AlertCriteria,
  frequency: AlertFrequency,
): AlertPageHtml {
  const w = W[lang];
  return buttonPage(lang, {
    title: w[`${page}Title`],
    lead: w[`${page}Lead`],
    facts: factsList(criteria, frequency, lang),
    action: pagePath(page, lang),
    token,
    button: w[`${page}Button`],
  });
}

export const confirmPage = criteriaButtonPage.bind(null, 'confirm');

export function confirmedPage(lang: AlertLang, manageUrl: string): AlertPageHtml {
  const w = W[lang];
  return layout(
    lang,
    w.confirmedTitle,
    para(w.confirmedLead, 'notice') +
      `<p><a href="${escapeHtml(manageUrl)}">${escapeHtml(w.manageTitle)}</a></p>`,
  );
}

/** Asks for the alert's manage link by mail: the address, checked like the subscription form's. */
function manageLinkForm(lang: AlertLang, email = '', error?: string): string {
  const w = W[lang];
  const described = error ? ' aria-describedby="email-error" aria-invalid="true"' : '';
  return postForm(
    'manageLink',
    lang,
    {},
    para(w.manageLinkLead) +
      `<p><label for="email">${escapeHtml(w.emailLabel)}</label><br>` +
      (error ? `<span class="error" id="email-error">${escapeHtml(error)}</span><br>` : '') +
      `<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${described}></p>` +
      `<button type="submit">${escapeHtml(w.manageLinkButton)}</button>`,
  );
}

/** The manage-link request again, with what was typed and why it was refused. */
export function manageLinkErrorPage(lang: AlertLang, email: string): AlertPageHtml {
  const w = W[lang];
  return layout(lang, w.manageTitle, manageLinkForm(lang, email, w.emailInvalid), 400);
}

export function manageLinkSentPage(lang: AlertLang): AlertPageHtml {
  const w = W[lang];
  return layout(lang, w.manageLinkSentTitle, para(w.manageLinkSentLead, 'notice'));
}

/**
 * An expired or used confirmation link: `expired` offers a new one (the alert still waits for confirmation);
 * `already-confirmed` gives no manage link (issue 42: the used link is not a key), only a way to have it mailed.
 */
export function badConfirmLinkPage(
  lang: AlertLang,
  token: string,
  state: 'expired' | 'already-confirmed' | 'unknown',
): AlertPageHtml {
  const w = W[lang];
  if (state === 'already-confirmed')
    return layout(lang, w.confirmedTitle, para(w.alreadyConfirmedLead, 'notice') + manageLinkForm(lang));
  if (state === 'unknown')
    return layout(
      lang,
      w.badLinkTitle,
      para(w.unknownLead) +
        `<p><a href="${prefix(lang)}/Vacancies#job-alert">${escapeHtml(w.subscribeAgain)}</a></p>`,
      410,
    );
  return layout(
    lang,
    w.badLinkTitle,
    para(w.expiredLead) +
      postForm(
        'confirm',
        lang,
        { t: token },
        `<button type="submit">${escapeHtml(w.resend)}</button>`,
        '/Resend',
      ),
    410,
  );
}

export function resentPage(lang: AlertLang): AlertPageHtml {
  const w = W[lang];
  return layout(lang, w.resentTitle, para(w.resentLead, 'notice'));
}

function choices(
  name: string,
  type: 'checkbox' | 'radio',
  options: readonly string[],
  chosen: readonly string[],
  label: (v: string) => string,
  legend: string,
  error?: string,
): string {
  const errorId = `${name}-error`;
  return (
    `<fieldset id="${name}"${error ? ` aria-describedby="${errorId}"` : ''}><legend>${escapeHtml(legend)}</legend>` +
    (error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : '') +
    `<div class="choices">${options
      .map(
        (value) =>
          `<label><input type="${type}" name="${name}" value="${escapeHtml(value)}"${chosen.includes(value) ? ' checked' : ''}>${escapeHtml(label(value))}</label>`,
      )
      .join('')}</div></fieldset>`
  );
}

export interface ManageView {
  link: string;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
  paused: boolean;
}

/** The manage page: criteria and frequency, pause or resume, unsubscribe. `errors` by field, already worded. */
export function managePage(
  lang: AlertLang,
  view: ManageView,
  options: { saved?: boolean; errors?: Record<string, string>; values?: Record<string, string[]> } = {},
): AlertPageHtml {
  const w = W[lang];
  const current = { ...criteriaValues(view.criteria), frequency: [view.frequency], ...options.values };
  const errors = options.errors ?? {};
  const labels = { regions: regionLabel, sectors: sectorLabel, employmentTypes: employmentTypeLabel };
  const summary =
    Object.keys(errors).length > 0
      ? `<div class="errors" role="alert"><h2>${escapeHtml(w.errorTitle)}</h2><ul>${Object.entries(errors)
          .map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`)
          .join('')}</ul></div>`
      : '';
  const fields =
    ALERT_CRITERIA.map((field) =>
      choices(
        field,
        'checkbox',
        ALERT_CRITERIA_OPTIONS[field],
        current[field] ?? [],
        (v) => labels[field](v, lang),
        CRITERIA_WORDS[field][lang],
        errors[field],
      ),
    ).join('') +
    choices(
      'frequency',
      'radio',
      ALERT_FREQUENCIES,
      current.frequency ?? [],
      (v) => FREQUENCY_WORDS[v as AlertFrequency][lang],
      CRITERIA_WORDS.frequency[lang],
      errors.frequency,
    );
  return layout(
    lang,
    w.manageTitle,
    summary +
      (options.saved ? para(w.savedLead, 'notice') : '') +
      (view.paused ? para(w.paused, 'notice') : '') +
      para(w.manageLead) +
      postForm(
        'manage',
        lang,
        { t: view.link, action: 'save' },
        `${fields}<button type="submit">${escapeHtml(w.save)}</button>`,
      ) +
      `<div class="actions">` +
      postForm(
        'manage',
        lang,
        { t: view.link, action: view.paused ? 'resume' : 'pause' },
        `<button type="submit" class="secondary">${escapeHtml(view.paused ? w.resume : w.pause)}</button>`,
      ) +
      `<a href="${pagePath('unsubscribe', lang)}?t=${encodeURIComponent(view.link)}">${escapeHtml(w.unsubscribeButton)}</a>` +
      `</div>`,
    Object.keys(errors).length > 0 ? 400 : 200,
  );
}

export function unsubscribePage(lang: AlertLang, link: string, subscribed: boolean): AlertPageHtml {
  const w = W[lang];
  if (!subscribed) return layout(lang, w.unsubscribeTitle, para(w.notSubscribedLead, 'notice'));
  return layout(
    lang,
    w.unsubscribeTitle,
    para(w.unsubscribeLead) +
      postForm(
        'unsubscribe',
        lang,
        { t: link },
        `<button type="submit">${escapeHtml(w.unsubscribeButton)}</button>`,
      ),
  );
}

export function unsubscribedPage(lang: AlertLang, link: string): AlertPageHtml {
  const w = W[lang];
  const reasons = UNSUBSCRIBE_REASONS.map(
    (value) =>
      `<label><input type="radio" name="reason" value="${value}">${escapeHtml(w.reasons[value])}</label>`,
  ).join('');
  return layout(
    lang,
    w.unsubscribedTitle,
    para(w.unsubscribedLead, 'notice') +
      postForm(
        'unsubscribe',
        lang,
        { t: link },
        `<fieldset><legend>${escapeHtml(w.reasonLegend)}</legend><div class="choices">${reasons}</div></fieldset><button type="submit">${escapeHtml(w.sendReason)}</button>`,
        '/Reason',
      ),
  );
}

export function thanksPage(lang: AlertLang, text?: string): AlertPageHtml {
  const w = W[lang];
  return layout(lang, w.thanksTitle, para(text ?? w.thanksLead, 'notice'));
}

export const keepPage = criteriaButtonPage.bind(null, 'keep');

export function keptPage(lang: AlertLang): AlertPageHtml {
  const w = W[lang];
  return layout(lang, w.keepTitle, para(w.keptLead, 'notice'));
}

export function feedbackPage(
  lang: AlertLang,
  link: string,
  digestId: string,
  value: 'relevant' | 'not-relevant',
): AlertPageHtml {
  const w = W[lang];
  return layout(
    lang,
    w.feedbackTitle,
    para(w.feedbackLead[value]) +
      postForm(
        'feedback',
        lang,
        { t: link, d: digestId, v: value },
        `<button type="submit">${escapeHtml(w.feedbackButton)}</button>`,
      ),
  );
}
