/**
 * What a page costs before anything else loads, from the running server: its HTML (gzip -9, as the ~14 KB first
 * round trip carries it) and, for the home page, the first-load JavaScript (everything it loads before it can
 * hydrate, each file gzip -9).
 */
import { gzipSync } from 'node:zlib';

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
  const state = /<script type="application\/json" id="app-state">[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
  const rest = html.replace(/<style>[\s\S]*?<\/style>/g, '').replace(state, '');
  return { htmlKb: gzipKb(html), criticalCssKb: gzipKb(css), stateKb: gzipKb(state), restKb: gzipKb(rest) };
}

/** The scripts a document names: its module entry and every modulepreload. */
export function firstLoadScripts(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  return [...new Set(sources)];
}

/** Vite's client manifest: chunk key → its file and the chunks it imports statically and dynamically. */
export type ClientManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * The JavaScript a page loads before it can hydrate, as asset paths: the scripts its HTML names, every chunk they
 * import statically, and what the entry loads once the first screen has painted (the app's start and React DOM,
 * src/main.tsx) with their static imports (the page's own route chunk and texts, which differ per page, are not
 * counted).
 */
export function hydrationScripts(html: string, manifest: ClientManifest): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    if (manifest[key].isEntry) for (const imported of manifest[key].dynamicImports ?? []) visit(imported);
  };
  for (const source of firstLoadScripts(html)) {
    const key = byFile.get(source);
    if (!key) throw new Error(`${source} is not in the client manifest`);
    visit(key);
  }
  return [...keys].map((key) => `/${manifest[key]!.file}`);
}

export async function firstLoadJsKb(pageUrl: string, manifest: ClientManifest): Promise<number> {
  const html = await text(pageUrl);
  let kb = 0;
  for (const source of hydrationScripts(html, manifest)) {
    const response = await fetch(new URL(source, pageUrl), { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    kb += gzipKb(new Uint8Array(await response.arrayBuffer()));
  }
  return kb;
}

/** The first vacancy page listed in the sitemap (vacancies are content: their slugs change). */
export async function firstVacancyPath(origin: string): Promise<string | undefined> {
  const sitemap = await text(`${origin}/sitemap.xml`);
  const loc = /<loc>([^<]*\/Vacancies\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  return loc ? new URL(loc).pathname : undefined;
}
