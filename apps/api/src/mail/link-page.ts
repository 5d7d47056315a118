// The small pages that mailed links open (job alerts, application status, saved drafts): server-rendered HTML that
// works without JavaScript, never cached (each is one person's), with no Referer sent on (a token may be in the
// address) and kept out of search engines. Opening one changes nothing: each change is a POST from a button,
// because mail scanners open links. Decision 028 says why these are not pages of the web app.
import type { FastifyReply } from 'fastify';
import { escapeHtml } from './mail-layout.ts';

export { escapeHtml };

export type LinkPageLang = 'en' | 'zh-Hant';

export const langPrefix = (lang: LinkPageLang) => (lang === 'zh-Hant' ? '/zh-hant' : '');

const SITE = {
  en: { site: 'Teach in Hong Kong and Macau', vacancies: 'Vacancies' },
  'zh-Hant': { site: '香港及澳門英語教師', vacancies: '職位空缺' },
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2830;background:#f4f8fa}
:lang(zh-Hant) body,html:lang(zh-Hant) body{font-family:'PingFang TC','Noto Sans TC','Noto Sans CJK TC','Microsoft JhengHei',system-ui,sans-serif}
header{background:#073f54;padding:1rem clamp(1rem,4vw,2rem)}
header a{color:#fff;font-weight:700;text-decoration:none;font-size:1.125rem}
main{max-width:40rem;margin:2rem auto;padding:1.5rem clamp(1rem,4vw,2rem);background:#fff;border:1px solid #d5e0e6;border-radius:.5rem}
h1{margin:0 0 1rem;font-size:1.6rem;line-height:1.25;color:#073f54}
h2{margin:0 0 .5rem;font-size:1.2rem;line-height:1.3;color:#073f54}
p{margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0 0 1.25rem;padding:.75rem 0;border-block:1px solid #d5e0e6}
dt{color:#4a5a64}dd{margin:0}
form{margin:0 0 1rem}
fieldset{border:0;margin:0 0 1.25rem;padding:0}
legend{font-weight:700;padding:0;margin-bottom:.35rem}
.choices{display:flex;flex-wrap:wrap;gap:.5rem .75rem}
.choices label{display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem;padding:0 .75rem;border:1px solid #4a5a64;border-radius:.375rem;background:#fff}
.choices input{width:1.25rem;height:1.25rem;margin:0;accent-color:#0b5d7a}
button{min-height:2.75rem;padding:.6rem 1.25rem;border:2px solid #0b5d7a;border-radius:.375rem;background:#0b5d7a;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button.secondary{background:#fff;color:#0b5d7a}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
a{color:#0b5d7a}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:0 0 1rem}
.actions form{margin:0}
.notice{padding:.75rem 1rem;border-inline-start:4px solid #0b5d7a;background:#e3f1f6}
.errors{padding:.75rem 1rem;border:2px solid #b3261e;border-radius:.375rem}
.errors h2{margin:0 0 .5rem;font-size:1.1rem}
.error{color:#b3261e;font-weight:700;margin:0 0 .35rem}
.items{list-style:none;margin:0 0 1.25rem;padding:0}
.item{border:1px solid #d5e0e6;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
.item dl{margin-bottom:.75rem}
.status{font-weight:700;color:#073f54}
footer{max-width:40rem;margin:0 auto 2rem;padding:0 clamp(1rem,4vw,2rem);color:#4a5a64;font-size:.875rem}
`;

export interface LinkPageHtml {
  status: number;
  html: string;
}

/** A whole page: the site's name, the title as its heading, the body (already HTML), a footer link. */
export function linkPage(lang: LinkPageLang, title: string, body: string, status = 200): LinkPageHtml {
  const w = SITE[lang];
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">' +
    `<title>${escapeHtml(title)} | ${escapeHtml(w.site)}</title><style>${STYLE}</style></head><body>` +
    `<header><a href="${langPrefix(lang) || '/'}">${escapeHtml(w.site)}</a></header>` +
    `<main id="main"><h1>${escapeHtml(title)}</h1>${body}</main>` +
    `<footer><a href="${langPrefix(lang)}/Vacancies">${escapeHtml(w.vacancies)}</a></footer>` +
    '</body></html>';
  return { status, html };
}

export const para = (text: string, className?: string) =>
  `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;

/** A form that POSTs the hidden fields (a token, an action) to `action`, around `inner` (its buttons). */
export function postForm(action: string, hidden: Record<string, string>, inner: string): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${fields}${inner}</form>`;
}

/** A page with one lead paragraph, optional facts, and one button that POSTs the token back. */
export function buttonPage(
  lang: LinkPageLang,
  page: { title: string; lead: string; action: string; token: string; button: string; facts?: string },
): LinkPageHtml {
  return linkPage(
    lang,
    page.title,
    para(page.lead) +
      (page.facts ?? '') +
      postForm(page.action, { t: page.token }, `<button type="submit">${escapeHtml(page.button)}</button>`),
  );
}

export function sendLinkPage(reply: FastifyReply, page: LinkPageHtml) {
  return reply
    .code(page.status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(page.html);
}
