// A node carries only the libraries its configuration uses (docs/benchmarks.md, "Server memory"): the Postgres
// driver only with DATABASE_URL, the S3 SDK only with CV_STORAGE=s3://, sharp only on an image transform, and the
// seed's holiday rules (date-holidays, every country's) never: the seed's dates get Hong Kong's holidays from a
// short-lived child process (studio/seed/hong-kong-holidays.ts, decision 045).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Builds the app in a fresh Node process with `env` and lists the modules it loaded, from node_modules by package. */
async function packagesLoaded(
  env: Record<string, string>,
): Promise<{ imported: string[]; built: string[]; holidayChildren: number; nodeUndici: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loaded-modules-'));
  dirs.push(dataDir);
  const here = (file: string) => JSON.stringify(pathToFileURL(path.join(import.meta.dirname, file)).href);
  const script = `
    import childProcess from 'node:child_process';
    import { registerHooks, syncBuiltinESMExports } from 'node:module';
    const loaded = [];
    registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
    // Counts the child processes that work out the seed's holidays.
    let holidayChildren = 0;
    const execFileSync = childProcess.execFileSync;
    childProcess.execFileSync = (file, args, options) => {
      if (args?.some((arg) => String(arg).endsWith('hong-kong-holidays.ts'))) holidayChildren += 1;
      return execFileSync(file, args, options);
    };
    syncBuiltinESMExports();
    const { buildApp } = await import(${here('app.ts')});
    const { loadConfig } = await import(${here('config.ts')});
    const imported = [...loaded];
    const app = await buildApp(loadConfig(process.env), { logStream: { write() {} } });
    await app.ready();
    await app.close();
    // Node's own bundled undici (fetch, WebSocket), loaded by an ES import of node:http (see client-errors.ts).
    const nodeUndici = process.moduleLoadList.some((entry) => entry.endsWith('internal/deps/undici/undici'));
    console.log(JSON.stringify({ imported, built: loaded, holidayChildren, nodeUndici }));
  `;
  const noSite = path.join(dataDir, 'no-build');
  const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--input-type=module', '--eval', script],
      {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          WEB_DIST_DIR: noSite,
          WEB_SSR_DIR: noSite,
          STAFF_DIST_DIR: noSite,
          ...env,
        },
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ stdout }),
    ),
  );
  const { imported, built, holidayChildren, nodeUndici } = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    imported: string[];
    built: string[];
    holidayChildren: number;
    nodeUndici: boolean;
  };
  const packages = (urls: string[]) => [
    ...new Set(
      urls.flatMap(
        (url) =>
          /\/node_modules\/((?:@[^/]+\/)?[^/.][^/]*)\//.exec(
            url.split('/node_modules/.pnpm/').join('/'),
          )?.[1] ?? [],
      ),
    ),
  ];
  return { imported: packages(imported), built: packages(built), holidayChildren, nodeUndici };
}

test('the embedded default loads no Postgres driver, S3 SDK, image library, holiday rules or Sanity client', async () => {
  const { imported, built, holidayChildren, nodeUndici } = await packagesLoaded({});
  expect(imported).toContain('fastify');
  expect(built).toContain('better-sqlite3');
  // Renders and forms read the dataset in memory; @sanity/client (and its undici, rxjs) only reads preview's drafts.
  for (const unused of [
    'pg',
    '@aws-sdk/client-s3',
    'sharp',
    'date-holidays',
    '@sanity/client',
    'undici',
    'rxjs',
  ])
    expect(built).not.toContain(unused);
  // Nor Node's own undici: nothing in the server uses fetch or WebSocket.
  expect(nodeUndici).toBe(false);
  // The seed dataset is served: its vacancy dates follow Hong Kong's holidays, worked out by a child process.
  expect(holidayChildren).toBe(1);
}, 60_000);

test('the embedded default with preview on loads the Sanity client for its drafts', async () => {
  const { built } = await packagesLoaded({ PREVIEW_SECRET: 'a-preview-secret-of-16+' });
  expect(built).toContain('@sanity/client');
}, 60_000);

test('with a Sanity project, the seed holiday rules are not loaded', async () => {
  const { built, holidayChildren } = await packagesLoaded({
    SANITY_PROJECT_ID: 'abc123',
    SANITY_DATASET: 'production',
  });
  expect(built).toContain('@sanity/client');
  expect(holidayChildren).toBe(0);
  for (const unused of ['pg', '@aws-sdk/client-s3', 'sharp', 'date-holidays'])
    expect(built).not.toContain(unused);
}, 60_000);
