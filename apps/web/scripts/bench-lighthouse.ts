/**
 * Lighthouse benchmark (not a test): builds the site, serves the production build with the real API server on a
 * free port, runs Lighthouse (mobile, performance / accessibility / best practices / SEO) on every route and prints
 * one row per route, then the home page's first-load JavaScript (gzip). Stops the server at the end.
 *
 *   pnpm --filter @agency/web bench:lighthouse                 every English route + one vacancy page
 *   pnpm --filter @agency/web bench:lighthouse --all-languages  the Chinese routes too
 *   pnpm --filter @agency/web bench:lighthouse --no-build       reuse the existing dist/
 *   pnpm --filter @agency/web bench:lighthouse --js-only        only the home page's first-load JavaScript
 *
 * Chromium from CHROME_PATH (default /usr/bin/chromium). Budgets (issue 4): performance >= 95, the other three
 * categories 100, CLS <= 0.02, home first-load JS <= 100 KB gzip.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticPagePaths } from '../src/lib/route-paths.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const repoDir = path.resolve(appDir, '../..');
const distDir = path.join(appDir, 'dist');
const args = new Set(process.argv.slice(2));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  /** JavaScript the page downloaded while loading (bytes on the wire, as served: Brotli or gzip). */
  scriptKb: number;
}

/** Runs a command to completion, inheriting output; rejects on a non-zero exit. */
function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: repoDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API server did not answer ${url} within ${timeoutMs} ms`);
}

/** The API server in its own process group, so stopping it also stops pnpm's child. */
function startServer(port: number, dataDir: string): ChildProcess {
  return spawn('pnpm', ['--filter', '@agency/api', 'start'], {
    cwd: repoDir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
  });
}

function stopServer(server: ChildProcess): void {
  if (server.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try a route up to 3 times. */
async function lighthouse(url: string, outDir: string, index: number): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outDir, index);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`retrying ${url} (attempt ${attempt} failed)`);
    }
  }
}

async function lighthouseOnce(url: string, outDir: string, index: number): Promise<Row> {
  const output = path.join(outDir, `report-${index}.json`);
  await run(
    'pnpm',
    [
      '--filter',
      '@agency/tests',
      'exec',
      'lighthouse',
      url,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { ...process.env, CHROME_PATH: chromePath },
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
  return {
    route: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    scriptKb: scriptBytes / 1024,
  };
}

/** Gzipped size of the module entry script plus every modulepreload of the home page as the server renders it. */
async function homeFirstLoadJsKb(origin: string): Promise<number> {
  const html = await (await fetch(`${origin}/`)).text();
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  let bytes = 0;
  for (const source of new Set(sources)) {
    bytes += gzipSync(await readFile(path.join(distDir, source.replace(/^\//, '')))).length;
  }
  return bytes / 1024;
}

/** The first open vacancy's page, from the sitemap the server renders from the content. */
async function firstVacancyPath(origin: string): Promise<string | undefined> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return /<loc>[^<]*?(\/Vacancies\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
}

function printTable(rows: Row[]): void {
  console.log('| Route | Performance | Accessibility | Best practices | SEO | CLS | LCP | JS on load |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| \`${row.route}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
        `${row.cls.toFixed(3)} | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.scriptKb.toFixed(1)} KB |`,
    );
  }
}

async function main() {
  if (!args.has('--no-build')) await run('pnpm', ['--filter', '@agency/web', 'build']);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const server = startServer(port, path.join(workDir, 'data'));
  const stop = () => stopServer(server);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForServer(`${origin}/`);
    if (args.has('--js-only')) {
      console.log(`Home page first-load JavaScript: ${(await homeFirstLoadJsKb(origin)).toFixed(1)} KB gzip`);
      return;
    }
    const routes: string[] = [...staticPagePaths];
    const vacancy = await firstVacancyPath(origin);
    if (vacancy) routes.push(vacancy);
    if (args.has('--all-languages'))
      routes.push(...routes.map((route) => (route === '/' ? '/zh-hant' : `/zh-hant${route}`)));
    const rows: Row[] = [];
    for (const [index, route] of routes.entries()) {
      const row = await lighthouse(`${origin}${route}`, workDir, index);
      console.error(`measured ${route}`);
      rows.push(row);
    }
    printTable(rows);
    console.log(`\nHome page first-load JavaScript: ${(await homeFirstLoadJsKb(origin)).toFixed(1)} KB gzip`);
  } finally {
    stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
