import { compileSheet, encodePlan } from 'beasties/compiler';
import { describe, expect, it } from 'vitest';
import {
  createCriticalCssInliner,
  criticalCssAllowRules,
  stylesheetHrefs,
  withoutInteractionStates,
} from './critical-css.ts';

const href = '/assets/style-abc.css';
const css = `
:root { --brand: #0b5d7a; }
.hero { color: var(--brand); }
.hero:hover, .hero:focus-within { color: black; }
.hero a:focus-visible, .hero a:active { outline: 3px solid; }
.skip-link:focus { top: 0; }
.site-footer { padding: 2rem; }
.reveal-on [data-reveal]:not([data-revealed]) { opacity: 0; }
@media (min-width: 48rem) { .hero { font-size: 2rem; } .unused { display: none; } }
`;
const page = `<!doctype html><html lang="en"><head>
    <meta charset="UTF-8" />
    <link rel="stylesheet" crossorigin href="${href}">
  </head><body><div id="root"><a class="skip-link" href="#main">Skip</a><div class="hero"><a href="/TEFL">Teach in Hong Kong</a></div><section data-reveal>…</section></div>
    <script type="application/json" id="page-data">{}</script>
  </body></html>`;

const inline = createCriticalCssInliner([
  encodePlan(withoutInteractionStates(compileSheet(css, { href, allowRules: criticalCssAllowRules }))),
]);

describe('critical CSS', () => {
  it('inlines the rules the page uses and leaves out the others', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(inline(page))?.[1] ?? '';
    expect(style).toContain('.hero{color:var(--brand)}');
    expect(style).toContain('--brand:#0b5d7a');
    expect(style).toContain('@media (min-width: 48rem) {.hero{font-size:2rem}}');
    expect(style).not.toContain('.site-footer');
    expect(style).not.toContain('.unused');
  });

  it('leaves hover, press and focus-ring rules to the full stylesheet, but keeps :focus and :focus-within', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(inline(page))?.[1] ?? '';
    expect(style).toContain('.hero:focus-within{color:black}');
    expect(style).toContain('.skip-link:focus{top:0}');
    expect(style).not.toContain(':hover');
    expect(style).not.toContain(':focus-visible');
    expect(style).not.toContain(':active');
  });

  it('keeps the scroll-reveal rule, whose class only the browser script sets', () => {
    expect(inline(page)).toContain('.reveal-on [data-reveal]:not([data-revealed])');
  });

  it('moves the full stylesheet to the end of <body> at print priority, with a copy for visitors without scripts', () => {
    const html = inline(page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      `<link rel="stylesheet" crossorigin href="${href}" media="print" data-full-stylesheet>` +
        `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript></body>`,
    );
    expect(html).not.toMatch(/onload=|<script>/);
  });

  it('refuses a stylesheet it has no plan for, rather than serving the page without its critical CSS', () => {
    expect(() => inline(page.replace(href, '/assets/style-other.css'))).toThrow(/critical CSS/);
  });

  it('finds the stylesheets a template links', () => {
    expect(stylesheetHrefs(page)).toEqual([href]);
    expect(stylesheetHrefs('<link rel="icon" href="/favicon.svg">')).toEqual([]);
  });
});
