/** One Lighthouse run (mobile or desktop) against a URL, reduced to the figures the bench reports. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { run } from './bench-server.ts';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** JavaScript the page downloaded while loading (KB on the wire, as served: Brotli or gzip). */
  scriptKb: number;
}

export const FIGURES = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'cls',
  'lcpMs',
  'tbtMs',
  'scriptKb',
] as const satisfies readonly (keyof LighthouseFigures)[];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try up to 3 times. */
export async function lighthouse(
  repoDir: string,
  url: string,
  output: string,
  formFactor: FormFactor,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(repoDir, url, output, formFactor);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`retrying ${url} (attempt ${attempt} failed)`);
    }
  }
}

async function lighthouseOnce(
  repoDir: string,
  url: string,
  output: string,
  formFactor: FormFactor,
): Promise<LighthouseFigures> {
  await run(
    repoDir,
    'pnpm',
    [
      '--filter',
      '@agency/tests',
      'exec',
      'lighthouse',
      url,
      formFactor === 'desktop' ? '--preset=desktop' : '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${path.resolve(output)}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
  );
  const report = JSON.parse(await readFile(output, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  };
  const requests = (report.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    scriptKb: scriptBytes / 1024,
  };
}

/** Each figure's median over the runs (for 3 runs: the middle one), figure by figure. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return Object.fromEntries(
    FIGURES.map((figure) => [figure, median(runs.map((r) => r[figure]))]),
  ) as unknown as LighthouseFigures;
}
