/**
 * Lighthouse benchmark (not a test): builds the site, serves the production build with the real API server on a
 * free port, runs Lighthouse on every route (median of N runs per route) and prints one row per route with its
 * HTML size, then the home page's first-load JavaScript. Stops the server at the end.
 *
 *   pnpm --filter @agency/web bench:lighthouse                   every route, both languages, mobile, 3 runs
 *   … --desktop                                                  desktop preset instead of mobile
 *   … --runs=1 --en-only --routes=/,/Reviews --no-build          fewer runs / routes; reuse dist/ and dist-ssr/
 *   … --js-only                                                  only the home page's JavaScript in its first 10 s
 *   … --html-only                                                only each page's HTML gzip and its parts (fast)
 *   … --origin=http://127.0.0.1:4712                             measure a server already running (no build)
 *
 * Chromium from CHROME_PATH (default /usr/bin/chromium). Budgets (issue 41): mobile performance >= 90, LCP <= 1.6 s,
 * CLS <= 0.02, the other three categories 100; HTML <= 20 KB gzip per page; the home page's JavaScript in its first
 * 10 s without interaction <= 135 KB gzip.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, run, startServer, stopServer, waitForServer } from './bench/bench-server.ts';
import { lighthouse, medianFigures, type FormFactor, type LighthouseFigures } from './bench/lighthouse.ts';
import { firstVacancyPath, htmlGzipKb, htmlWeight, javaScriptInFirstSecondsKb } from './bench/page-weight.ts';
import { staticPagePaths } from '../src/lib/route-paths.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const repoDir = path.resolve(appDir, '../..');
const homeJavaScript = async (origin: string) =>
  `Home page JavaScript in the first 10 s without interaction: ${(await javaScriptInFirstSecondsKb(`${origin}/`)).toFixed(1)} KB gzip`;
const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 3);
const formFactor: FormFactor = flag('desktop') ? 'desktop' : 'mobile';

interface Row extends LighthouseFigures {
  route: string;
  htmlKb: number;
}

async function routesToMeasure(origin: string): Promise<string[]> {
  const chosen = option('routes')?.split(',');
  if (chosen) return chosen;
  const routes: string[] = [...staticPagePaths];
  const vacancy = await firstVacancyPath(origin);
  if (vacancy) routes.push(vacancy);
  if (!flag('en-only'))
    routes.push(...routes.map((route) => (route === '/' ? '/zh-hant' : `/zh-hant${route}`)));
  return routes;
}

function printTable(rows: Row[]): void {
  console.log(
    `| Route | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT | JS on load | HTML gzip |\n` +
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of rows) {
    console.log(
      `| \`${row.route}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
        `${(row.lcpMs / 1000).toFixed(1)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} ms | ` +
        `${row.scriptKb.toFixed(1)} KB | ${row.htmlKb.toFixed(1)} KB |`,
    );
  }
}

/** HTML gzip per route (budget 20 KB) and what it is made of; each page is rendered once first (cold render). */
async function printHtmlWeights(origin: string, routes: string[]): Promise<void> {
  console.log(
    '| Route | HTML gzip | critical CSS | hydration state | rest (markup, head) |\n| --- | ---: | ---: | ---: | ---: |',
  );
  for (const route of routes) {
    await htmlGzipKb(`${origin}${route}`);
    const weight = await htmlWeight(`${origin}${route}`);
    const kb = (value: number) => `${value.toFixed(1)} KB`;
    console.log(
      `| \`${route}\` | ${kb(weight.htmlKb)}${weight.htmlKb > 20 ? ' (over)' : ''} | ${kb(weight.criticalCssKb)} | ` +
        `${kb(weight.stateKb)} | ${kb(weight.restKb)} |`,
    );
  }
}

async function main() {
  const running = option('origin');
  if (!flag('no-build') && !running) await run(repoDir, 'pnpm', ['--filter', '@agency/web', 'build']);
  const origin = running ?? `http://127.0.0.1:${await freePort()}`;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const server = running
    ? null
    : startServer(repoDir, Number(new URL(origin).port), path.join(workDir, 'data'));
  const stop = () => server && stopServer(server);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForServer(`${origin}/robots.txt`);
    if (flag('js-only')) {
      console.log(await homeJavaScript(origin));
      return;
    }
    const routes = await routesToMeasure(origin);
    if (flag('html-only')) {
      await printHtmlWeights(origin, routes);
      return;
    }
    const rows: Row[] = [];
    for (const route of routes) {
      // Rendered once before measuring: the first visit after a publish renders, later ones are served from memory.
      const htmlKb = await htmlGzipKb(`${origin}${route}`);
      const figures: LighthouseFigures[] = [];
      for (let index = 0; index < runs; index++) {
        const output = path.join(workDir, `report-${rows.length}-${index}.json`);
        figures.push(await lighthouse(repoDir, `${origin}${route}`, output, formFactor));
      }
      console.error(`measured ${route} (${formFactor}, ${runs} runs)`);
      rows.push({ route, htmlKb, ...medianFigures(figures) });
    }
    console.log(
      `Lighthouse ${formFactor}, median of ${runs} run(s) per route, ${new Date().toISOString()}\n`,
    );
    printTable(rows);
    console.log(`\n${await homeJavaScript(origin)}`);
  } finally {
    stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
