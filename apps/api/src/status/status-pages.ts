// The application-status pages a mailed link opens (issue 30), on the shared layout of link pages
// (../mail/link-page.ts: no cache, no Referer, changes only by POST): the link's page with its one button, the
// page of a link that no longer works (saying why), the applicant's submissions, and the withdrawal question.
import { escapeHtml, linkPage, para, postForm, type LinkPageHtml } from '../mail/link-page.ts';
import type { TokenState } from '../security/link-tokens.ts';
import { statusPath } from './status-mails.ts';
import { FINAL_STATUSES, type ApplicantSubmission, type StatusLang } from './status-store.ts';
import { applicantStatus, STATUS_WORDS } from './status-words.ts';

const W = {
  en: {
    openTitle: 'Your application status',
    openLead:
      'Press the button to see your applications and enquiries with us. For your privacy the link works once, and the page closes 30 minutes after you open it.',
    openButton: 'Show my applications',
    bad: {
      used: ['This link has already been used', 'Each link works once. We can e-mail you a new one.'],
      expired: ['This link has expired', 'Links work for 30 minutes. We can e-mail you a new one.'],
      replaced: [
        'A newer link has replaced this one',
        'You asked for another link after this one: open the newest e-mail, or we can send you a new link.',
      ],
      unknown: [
        'This link is not valid',
        'Please check that you copied the whole link from the e-mail, or ask for a new link.',
      ],
    } as Record<Exclude<TokenState, 'valid'> | 'unknown', [string, string]>,
    resend: 'Send me a new link',
    askAgain: 'Ask for a new link',
    resentTitle: 'Check your inbox',
    resentLead:
      'If the address has applications or enquiries with us, we have e-mailed it a new link. It works once, for 30 minutes.',
    mineTitle: 'Your applications and enquiries',
    mineLead:
      'This is where your applications and enquiries with us stand. The page closes 30 minutes after you opened the link.',
    none: 'There are no applications or enquiries under this address any more.',
    kind: { application: 'Application', enquiry: 'Enquiry' },
    reference: 'Reference',
    received: 'Received',
    vacancy: 'Vacancy',
    anyVacancy: 'Any suitable vacancy',
    status: 'Status',
    withdraw: 'Withdraw this application',
    erase: 'Ask us to erase this',
    eraseAsked: 'You asked us to erase this. Our team is handling your request.',
    signOut: 'Close my application status',
    withdrawTitle: (reference: string) => `Withdraw application ${reference}?`,
    withdrawLead:
      'If you withdraw, we stop considering you for this application and tell our team. This cannot be undone, but you are welcome to apply again.',
    withdrawYes: 'Yes, withdraw it',
    withdrawNo: 'Keep my application',
    withdrawn: (reference: string) => `Your application ${reference} is withdrawn. We have told our team.`,
    notWithdrawn: 'This application can no longer be withdrawn.',
    erasureAsked: (reference: string) =>
      `We have passed your request to erase ${reference} to our team. They will erase your data and confirm by e-mail within one month, unless the law requires us to keep it.`,
    endedTitle: 'This page has closed',
    endedLead:
      'For your privacy the page closes 30 minutes after you open the link, or when you close it. Ask for a new link to see your applications again.',
    signedOutTitle: 'Your application status is closed',
    signedOutLead: 'Nobody can open it again on this device without a new link.',
  },
  'zh-Hant': {
    openTitle: '您的申請狀態',
    openLead:
      '按下按鈕查看您向我們遞交的申請及查詢。為保障您的私隱，連結只可使用一次，頁面會在開啟後30分鐘關閉。',
    openButton: '顯示我的申請',
    bad: {
      used: ['此連結已被使用', '每條連結只可使用一次。我們可以電郵新連結給您。'],
      expired: ['此連結已過期', '連結30分鐘內有效。我們可以電郵新連結給您。'],
      replaced: ['此連結已被較新的連結取代', '您之後再索取了連結：請開啟最新的電郵，或讓我們寄上新連結。'],
      unknown: ['此連結無效', '請檢查您是否已複製電郵內的完整連結，或索取新連結。'],
    } as Record<Exclude<TokenState, 'valid'> | 'unknown', [string, string]>,
    resend: '寄給我新連結',
    askAgain: '索取新連結',
    resentTitle: '請查看您的電郵',
    resentLead: '如此電郵地址有向我們遞交的申請或查詢，我們已寄出新連結。連結只可使用一次，30分鐘內有效。',
    mineTitle: '您的申請及查詢',
    mineLead: '以下是您向我們遞交的申請及查詢的進度。頁面會在您開啟連結後30分鐘關閉。',
    none: '此電郵地址已沒有任何申請或查詢。',
    kind: { application: '求職申請', enquiry: '查詢' },
    reference: '參考編號',
    received: '收到日期',
    vacancy: '職位',
    anyVacancy: '任何合適職位',
    status: '狀態',
    withdraw: '撤回此申請',
    erase: '要求刪除此資料',
    eraseAsked: '您已要求刪除此資料，我們的同事正在處理。',
    signOut: '關閉我的申請狀態',
    withdrawTitle: (reference: string) => `撤回申請 ${reference}？`,
    withdrawLead: '撤回後，我們會停止處理此申請並通知我們的同事。此操作無法復原，但歡迎您日後再次申請。',
    withdrawYes: '確定撤回',
    withdrawNo: '保留我的申請',
    withdrawn: (reference: string) => `您的申請 ${reference} 已撤回，我們已通知同事。`,
    notWithdrawn: '此申請已無法撤回。',
    erasureAsked: (reference: string) =>
      `我們已將您刪除 ${reference} 資料的要求轉交同事。除法律要求保留外，我們會在一個月內刪除您的資料並以電郵確認。`,
    endedTitle: '此頁面已關閉',
    endedLead: '為保障您的私隱，頁面會在您開啟連結後30分鐘或您關閉時關閉。如需再次查看，請索取新連結。',
    signedOutTitle: '您的申請狀態已關閉',
    signedOutLead: '沒有新連結，任何人都無法在此裝置再次開啟。',
  },
} as const;

const button = (text: string, secondary = false) =>
  `<button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(text)}</button>`;
const askAgainLink = (lang: StatusLang) =>
  `<p><a href="${statusPath('request', lang)}">${escapeHtml(W[lang].askAgain)}</a></p>`;

/** The page a mailed link opens: it shows nothing until the button is pressed (mail scanners open links). */
export function openPage(lang: StatusLang, token: string): LinkPageHtml {
  const w = W[lang];
  return linkPage(
    lang,
    w.openTitle,
    para(w.openLead) + postForm(statusPath('open', lang), { t: token }, button(w.openButton)),
  );
}

/** A link that no longer works, saying why, with a button that e-mails a new one to the same address. */
export function badLinkPage(
  lang: StatusLang,
  token: string,
  state: Exclude<TokenState, 'valid'> | 'unknown',
) {
  const w = W[lang];
  const [title, lead] = w.bad[state];
  const action =
    state === 'unknown'
      ? askAgainLink(lang)
      : postForm(statusPath('resend', lang), { t: token }, button(w.resend));
  return linkPage(lang, title, para(lead) + action, 410);
}

export const resentPage = (lang: StatusLang) =>
  linkPage(lang, W[lang].resentTitle, para(W[lang].resentLead, 'notice'));

export const endedPage = (lang: StatusLang) =>
  linkPage(lang, W[lang].endedTitle, para(W[lang].endedLead) + askAgainLink(lang), 401);

export const signedOutPage = (lang: StatusLang) =>
  linkPage(lang, W[lang].signedOutTitle, para(W[lang].signedOutLead) + askAgainLink(lang));

export type MineNotice = { kind: 'withdrawn' | 'not-withdrawn' | 'erasure-asked'; reference: string } | null;

// Made once per language (an Intl format is slow to make).
const DAY_FORMAT: Record<StatusLang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'long' }),
  'zh-Hant': new Intl.DateTimeFormat('zh-HK', { timeZone: 'Asia/Hong_Kong', dateStyle: 'long' }),
};

function dateOf(ms: number, lang: StatusLang): string {
  return DAY_FORMAT[lang].format(ms);
}

/** The applicant's submissions: reference, date, vacancy, status in their words; withdraw and erasure buttons. */
export function minePage(
  lang: StatusLang,
  items: (ApplicantSubmission & { vacancyTitle: string | null })[],
  notice: MineNotice,
): LinkPageHtml {
  const w = W[lang];
  const noticeText =
    notice === null
      ? ''
      : notice.kind === 'withdrawn'
        ? w.withdrawn(notice.reference)
        : notice.kind === 'erasure-asked'
          ? w.erasureAsked(notice.reference)
          : w.notWithdrawn;
  const list = items
    .map((item) => {
      const status = STATUS_WORDS[lang][applicantStatus(item.kind, item.status)];
      const facts = [
        [w.reference, item.reference],
        [w.received, dateOf(item.receivedAt, lang)],
        ...(item.kind === 'application' ? [[w.vacancy, item.vacancyTitle ?? w.anyVacancy]] : []),
      ]
        .map(([label, value]) => `<dt>${escapeHtml(label ?? '')}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
        .join('');
      const withdraw =
        item.kind === 'application' && !FINAL_STATUSES.includes(item.status)
          ? postForm(statusPath('withdraw', lang), { reference: item.reference }, button(w.withdraw, true))
          : '';
      const erase = item.erasureRequested
        ? para(w.eraseAsked)
        : postForm(statusPath('erasure', lang), { reference: item.reference }, button(w.erase, true));
      return (
        `<li class="item" data-reference="${escapeHtml(item.reference)}">` +
        `<h2>${escapeHtml(w.kind[item.kind])} ${escapeHtml(item.reference)}</h2>` +
        `<dl>${facts}<dt>${escapeHtml(w.status)}</dt><dd class="status">${escapeHtml(status)}</dd></dl>` +
        `<div class="actions">${withdraw}${erase}</div></li>`
      );
    })
    .join('');
  return linkPage(
    lang,
    w.mineTitle,
    (noticeText ? `<p class="notice" role="status">${escapeHtml(noticeText)}</p>` : '') +
      para(w.mineLead) +
      (items.length === 0 ? para(w.none) : `<ul class="items">${list}</ul>`) +
      postForm(statusPath('signOut', lang), {}, button(w.signOut, true)),
  );
}

/** "Withdraw application …?": the second press withdraws. */
export function withdrawPage(lang: StatusLang, reference: string): LinkPageHtml {
  const w = W[lang];
  return linkPage(
    lang,
    w.withdrawTitle(reference),
    para(w.withdrawLead) +
      `<div class="actions">${postForm(statusPath('withdraw', lang), { reference, confirm: 'yes' }, button(w.withdrawYes))}` +
      `<a href="${statusPath('mine', lang)}">${escapeHtml(w.withdrawNo)}</a></div>`,
  );
}
