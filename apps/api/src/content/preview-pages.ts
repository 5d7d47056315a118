/**
 * The small pages preview answers with by itself, in both languages (the site's pages are in one language each;
 * these come before any page is chosen): a refused preview link, and a draft that failed to render.
 */
const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const PROBLEMS = {
  secret: {
    title: 'This preview link is not valid',
    en: 'The preview link is wrong, incomplete or older than an hour. Open the preview again from the Studio.',
    zh: '預覽連結錯誤、不完整或已超過一小時。請從內容管理平台（Studio）重新開啟預覽。',
  },
  redirect: {
    title: 'This preview link points elsewhere',
    en: 'A preview link can only open a page of this site (a path such as /Vacancies).',
    zh: '預覽連結只能開啟本網站的頁面（例如 /Vacancies）。',
  },
  off: {
    title: 'Preview is not set up',
    en: 'Preview of unpublished content is not set up on this server.',
    zh: '此伺服器未設定未發佈內容的預覽。',
  },
} as const;

function shell(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png"><title>${escape(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a}main{max-width:40rem;margin:3rem auto;padding:0 1rem}.preview-bar{position:sticky;top:0;display:flex;gap:1rem;justify-content:center;align-items:center;padding:.5rem 1rem;background:#ffd54a;color:#1a1a1a;font-weight:600}.preview-bar a{color:inherit}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem;overflow:auto}</style></head><body>${body}</body></html>`;
}

export function previewProblemPage(kind: keyof typeof PROBLEMS): string {
  const problem = PROBLEMS[kind];
  return shell(
    'en',
    problem.title,
    `<main><h1>${escape(problem.title)}</h1><p>${escape(problem.en)}</p><p lang="zh-Hant">${escape(problem.zh)}</p><p><a href="/">Home page</a> · <a href="/zh-hant" lang="zh-Hant">主頁</a></p></main>`,
  );
}

/** A draft that failed to render: the preview bar stays, with the error, so staff can fix the draft. */
export function previewErrorPage(options: { lang: string; path: string; error: string }): string {
  const zh = options.lang === 'zh-Hant';
  const exit = `/api/preview/disable?redirect=${encodeURIComponent(options.path)}`;
  const title = zh ? '此草稿無法顯示' : 'This draft cannot be shown';
  return shell(
    options.lang,
    title,
    `<div class="preview-bar" role="status">${zh ? '預覽：尚未發佈' : 'Preview: not published'} <a href="${escape(exit)}">${zh ? '退出預覽' : 'Exit preview'}</a></div><main><h1>${escape(title)}</h1><p>${escape(zh ? '頁面在用草稿內容顯示時出錯。請在 Studio 中修正草稿後重新整理；已發佈的頁面不受影響。' : 'Rendering the page with the draft content failed. Fix the draft in the Studio and reload; the published page is not affected.')}</p><pre>${escape(options.error)}</pre></main>`,
  );
}
