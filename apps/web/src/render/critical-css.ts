/**
 * Critical CSS (issue 14): each rendered page carries, inline, the rules of the site's stylesheet that its own
 * HTML uses, and links the full stylesheet at the end of <body>, so the first paint waits for no stylesheet
 * request. The stylesheet is compiled into beasties plans at build time (scripts/compile-critical-css.ts); here
 * beasties' runtime only scans the page's tags, classes and ids and splices the matching rules in.
 *
 * The "body" strategy needs no script: the site's CSP (script-src 'self') blocks the inline `onload` handlers of
 * the other strategies. The browser still treats a stylesheet it meets in the parser as urgent and may hold the
 * first paint for it, so the link is then made `media="print"` (fetched at low priority, never render-blocking)
 * and the site's entry script switches it on once loaded (`enableFullStylesheets`); a `<noscript>` copy serves
 * visitors without JavaScript.
 */
import { readFile } from 'node:fs/promises';
import type { CompiledSheet } from 'beasties/compiler';
import { createProcessor, type CompactPlan } from 'beasties/runtime';
import { FULL_STYLESHEET_ATTR } from '../lib/full-stylesheets.ts';

/** The compiled plans, beside the server bundle. */
export const CRITICAL_CSS_FILE = 'critical-css.json';

/**
 * Rules for classes the browser script sets before the full stylesheet may have arrived (no server-rendered
 * element carries them): `reveal-on` hides blocks until they scroll into view.
 */
export const criticalCssAllowRules: (string | RegExp)[] = [/\.reveal-on\b/];

/**
 * Hover, press and keyboard-focus-ring rules are left to the full stylesheet (~0.1 KB gzip a page): nothing is
 * hovered, pressed or focused by keyboard in the first paint, and until the stylesheet arrives a focused control
 * still shows the browser's own focus ring. `:focus` and `:focus-within` rules stay: they show things (the skip
 * link, a submenu reached by Tab).
 */
const INTERACTION_STATE = /:(?:hover|active|focus-visible)\b/;

/** The compiled stylesheet without its interaction-state selectors (a rule left with none is dropped). */
export function withoutInteractionStates(sheet: CompiledSheet): CompiledSheet {
  const rules = sheet.rules.flatMap((rule) => {
    const { selectors, match } = rule;
    if (!selectors) return [rule];
    const kept = selectors.flatMap((selector, index) => (INTERACTION_STATE.test(selector) ? [] : [index]));
    if (kept.length === selectors.length) return [rule];
    if (kept.length === 0) return [];
    return [
      {
        ...rule,
        selectors: kept.map((index) => selectors[index]!),
        match: match && kept.map((index) => match[index]!),
      },
    ];
  });
  return { ...sheet, rules };
}

/** The hrefs of the stylesheets a document links (Vite's one stylesheet, in the render template). */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag[0])?.[1];
    return href ? [href] : [];
  });
}

export type CriticalCssInliner = (html: string) => Promise<string>;

export function createCriticalCssInliner(plans: CompactPlan[]): (html: string) => string {
  const processor = createProcessor(plans, {
    preload: 'body',
    logger: {
      warn: (message) => {
        throw new Error(`critical CSS: ${message}`);
      },
    },
  });
  return (html) => deferFullStylesheets(processor.process(html));
}

/** The stylesheet links at the end of <body> (where beasties put them) → low priority, plus a no-script copy. */
export function deferFullStylesheets(html: string): string {
  return html.replace(/((?:<link rel="stylesheet"[^>]*>\s*)+)<\/body>/, (_, links: string) => {
    const tags = links.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    const deferred = tags.map((tag) => tag.replace(/>$/, ` media="print" ${FULL_STYLESHEET_ATTR}>`)).join('');
    return `${deferred}<noscript>${tags.join('')}</noscript></body>`;
  });
}

/** Reads the plans in `dir` (the server bundle's directory) once, on the first page rendered. */
export function criticalCssInlinerFrom(dir: URL): CriticalCssInliner {
  let inliner: Promise<(html: string) => string> | undefined;
  return async (html) => {
    inliner ??= readFile(new URL(CRITICAL_CSS_FILE, dir), 'utf8').then((text) =>
      createCriticalCssInliner(JSON.parse(text) as CompactPlan[]),
    );
    return (await inliner)(html);
  };
}
