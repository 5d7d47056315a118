/**
 * A rendered page as a full HTML document: the client build's index.html (Vite's script and stylesheet tags) with
 * the app's HTML in #root and the page's data block after it.
 */
import { PAGE_DATA_ID, serializePageData, type PageData } from '../lib/page-data.ts';

/** Tags React 19 hoists into <head> in the browser; a render of the app's tree leaves them inline, so they move. */
const HOISTABLE = /<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g;

export function renderDocument(template: string, lang: string, appHtml: string, pageData: PageData): string {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root"></div>');
  const head: string[] = [];
  const body = appHtml.replace(HOISTABLE, (tag) => {
    head.push(tag);
    return '';
  });
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${serializePageData(pageData)}</script>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace('</head>', `    ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${data}`);
}
