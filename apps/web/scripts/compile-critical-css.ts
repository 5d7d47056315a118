/**
 * After finish-build: compiles the site's stylesheet (the ones the render template links) into beasties plans,
 * written beside the server bundle (dist-ssr/critical-css.json). The server then inlines each page's critical CSS
 * with beasties' dependency-free runtime (src/render/critical-css.ts) instead of parsing the CSS on every render.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileSheet, encodePlan } from 'beasties/compiler';
import {
  CRITICAL_CSS_FILE,
  criticalCssAllowRules,
  stylesheetHrefs,
  withoutInteractionStates,
} from '../src/render/critical-css.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const template = await readFile(path.join(appDir, 'dist-ssr/index.html'), 'utf8');
const hrefs = stylesheetHrefs(template);
if (hrefs.length === 0) throw new Error('dist-ssr/index.html links no stylesheet: nothing to inline');
const plans = await Promise.all(
  hrefs.map(async (href) => {
    const css = await readFile(path.join(appDir, 'dist', href.replace(/^\//, '')), 'utf8');
    return encodePlan(
      withoutInteractionStates(compileSheet(css, { href, allowRules: criticalCssAllowRules })),
    );
  }),
);
await writeFile(path.join(appDir, 'dist-ssr', CRITICAL_CSS_FILE), JSON.stringify(plans));
console.log(`critical CSS plans for ${hrefs.join(', ')} → dist-ssr/${CRITICAL_CSS_FILE}`);
