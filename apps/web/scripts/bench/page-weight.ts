/**
 * What a page costs, from the running server: its HTML (gzip -9) and
 * the JavaScript a browser loads in its first seconds (each file gzip -9).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

async function text(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export function gzipKb(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length / 1024;
}

export async function htmlGzipKb(url: string): Promise<number> {
  return gzipKb(await text(url));
}

/** A page's HTML and its parts, each gzip -9 on its own (so the parts do not add up exactly). */
export interface HtmlWeight {
  htmlKb: number;
  criticalCssKb: number;
  stateKb: number;
  restKb: number;
}

export async function htmlWeight(url: string): Promise<HtmlWeight> {
  const html = await text(url);
  const css = [...html.matchAll(/<style>[\s\S]*?<\/style>/g)].map((match) => match[0]).join('');
  const state = /<script type="application\/json" id="page-data">[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
  const rest = html.replace(/<style>[\s\S]*?<\/style>/g, '').replace(state, '');
  return { htmlKb: gzipKb(html), criticalCssKb: gzipKb(css), stateKb: gzipKb(state), restKb: gzipKb(rest) };
}

/**
 * The JavaScript a browser loads in the page's first `seconds` without any interaction (a phone-sized window,
 * nothing scrolled): every script it requested, each fetched again and counted gzip -9.
 */
export async function javaScriptInFirstSecondsKb(pageUrl: string, seconds = 10): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(pageUrl);
    await page.waitForTimeout(seconds * 1000);
    let kb = 0;
    for (const url of scripts) {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      kb += gzipKb(new Uint8Array(await response.arrayBuffer()));
    }
    return kb;
  } finally {
    await browser.close();
  }
}

/** The first vacancy page listed in the sitemap (vacancies are content: their slugs change). */
export async function firstVacancyPath(origin: string): Promise<string | undefined> {
  const sitemap = await text(`${origin}/sitemap.xml`);
  const loc = /<loc>([^<]*\/Vacancies\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  return loc ? new URL(loc).pathname : undefined;
}
