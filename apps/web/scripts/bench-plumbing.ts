/**
 * Counts the lines of the web app's start and render plumbing (issue 41's budget: <= 400): the two entries, the
 * routes and the page convention their loaders read, the page data handed from the server's render to the browser,
 * the document it travels in, and the providers and query client both sides hydrate with. Blank and comment lines
 * count too: it is the code a reader goes through. Not counted, because each does one job of its own that any
 * start would keep: critical CSS (render/critical-css.ts), the server's page-cache key (app/page-key.ts), the
 * site-bundle contract, the texts (i18n/), the content fetchers and formatting.
 *
 *   pnpm --filter @agency/web bench:plumbing
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const BUDGET = 400;
const files = [
  'src/main.tsx',
  'src/entry-prerender.tsx',
  'src/app/routes.tsx',
  'src/lib/page-queries.ts',
  'src/lib/page-data.ts',
  'src/render/html-document.ts',
  'src/app/app.tsx',
  'src/app/query-client.ts',
];

const appDir = path.resolve(import.meta.dirname, '..');
let total = 0;
for (const file of files) {
  const lines = (await readFile(path.join(appDir, file), 'utf8')).split('\n').length - 1;
  total += lines;
  console.log(`${String(lines).padStart(5)}  ${file}`);
}
console.log(
  `${String(total).padStart(5)}  lines of start and render plumbing in ${files.length} files (budget ${BUDGET})`,
);
process.exitCode = total <= BUDGET ? 0 : 1;
