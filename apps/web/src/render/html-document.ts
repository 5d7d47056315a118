/**
 * Turns a prerendered React tree into a full HTML document, using the client build's index.html as the template
 * (it carries Vite's script and stylesheet tags).
 */

/** Tags React 19 hoists into <head> in the browser; a fragment render leaves them inline, so we move them. */
const HOISTABLE = /<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g;

export function extractHeadTags(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  const body = html.replace(HOISTABLE, (tag) => {
    head.push(tag);
    return '';
  });
  return { head, body };
}

export interface DocumentParts {
  template: string;
  lang: string;
  /** The rendered app (inner HTML of #root). */
  appHtml: string;
  /** JSON for the page-data block (app/page-data.ts, already escaped for <script>). */
  pageData: string;
  pageDataId: string;
}

export function renderDocument({ template, lang, appHtml, pageData, pageDataId }: DocumentParts): string {
  const { head, body } = extractHeadTags(appHtml);
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  if (!withoutDefaults.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root"></div>');
  return withoutDefaults
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace('</head>', `    ${head.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div>\n    <script type="application/json" id="${pageDataId}">${pageData}</script>`,
    );
}

/** Where a page's HTML goes in dist: `/` → index.html, `/AboutUs` → AboutUs/index.html. */
export function outputFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${decodeURIComponent(trimmed)}/index.html`;
}
