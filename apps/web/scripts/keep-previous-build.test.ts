// @vitest-environment node
import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { finishBuild, startBuild } from './keep-previous-build.ts';

let appDir: string;
beforeEach(async () => {
  appDir = await mkdtemp(path.join(os.tmpdir(), 'keep-build-'));
});
afterEach(() => rm(appDir, { recursive: true, force: true }));

let clock = Date.parse('2026-11-25T12:00:00Z');
/** One build: start, write its files (each with its .br copy) a moment later, finish. */
async function build(client: string[], server: string[]) {
  clock += 60_000;
  await startBuild(appDir, clock);
  const written = new Date(clock + 1_000);
  for (const [dir, names] of [
    ['dist', client],
    ['dist-ssr', server],
  ] as const) {
    await mkdir(path.join(appDir, dir, 'assets'), { recursive: true });
    for (const name of names) {
      for (const file of [name, `${name}.br`]) {
        await writeFile(path.join(appDir, dir, 'assets', file), file);
        await utimes(path.join(appDir, dir, 'assets', file), written, written);
      }
    }
  }
  return finishBuild(appDir, ['dist', 'dist-ssr']);
}
const files = async (dir: string) => (await readdir(path.join(appDir, dir, 'assets'))).sort();

test('a rebuild keeps the previous build’s hashed files for open pages and running servers; older ones go', async () => {
  expect(await build(['main-A1.js', 'page-A1.js', 'site-A1.css'], ['route-A1.js'])).toEqual([]);
  // Build 2 changes the page chunk; main is unchanged (same name, rewritten).
  expect(await build(['main-A1.js', 'page-B2.js', 'site-A1.css'], ['route-B2.js'])).toEqual([]);
  expect(await files('dist')).toEqual(
    ['main-A1.js', 'page-A1.js', 'page-B2.js', 'site-A1.css'].flatMap((f) => [f, `${f}.br`]).sort(),
  );
  expect(await files('dist-ssr')).toEqual(['route-A1.js', 'route-A1.js.br', 'route-B2.js', 'route-B2.js.br']);

  // Build 3: build 1's page chunk (and its .br) is two builds old and goes; build 2's stays.
  const deleted = await build(['main-A1.js', 'page-C3.js', 'site-A1.css'], ['route-C3.js']);
  expect(deleted.sort()).toEqual([
    'dist-ssr/assets/route-A1.js',
    'dist-ssr/assets/route-A1.js.br',
    'dist/assets/page-A1.js',
    'dist/assets/page-A1.js.br',
  ]);
  expect(await files('dist')).toEqual(
    ['main-A1.js', 'page-B2.js', 'page-C3.js', 'site-A1.css'].flatMap((f) => [f, `${f}.br`]).sort(),
  );
});

test('finish without start refuses, rather than guess which files are new', async () => {
  await expect(finishBuild(appDir, ['dist'])).rejects.toThrow(/run "start"/);
});
