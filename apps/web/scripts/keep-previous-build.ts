/**
 * Safe rebuilds: a server that is running keeps rendering pages with the build it loaded, and pages already open in
 * browsers ask for that build's hashed chunks. So a build never deletes the previous build's hashed files; it
 * deletes only those of older builds (issue 28: a rebuild under a running server 404'd a replaced chunk).
 *
 *   node scripts/keep-previous-build.ts start    before the builds (records when this build began)
 *   node scripts/keep-previous-build.ts finish   after them, before compress.ts (prunes, records this build)
 *
 * Vite's outDir emptying is off (vite.config.ts). A file in an `assets/` folder belongs to this build when it was
 * written after `start` (Vite rewrites every output, unchanged ones too); the build before is listed in
 * `dist-ssr/.asset-builds.json`. A `.br`/`.gz` copy goes with the file it compresses.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Beside the server bundle, which is never served to browsers. */
const RECORD = 'dist-ssr/.asset-builds.json';

interface Record {
  /** When the build now running began (ms). */
  started?: number;
  /** The hashed files of the last finished build, relative to the app folder. */
  previous: string[];
}

async function readRecord(dir: string): Promise<Record> {
  try {
    return JSON.parse(await readFile(path.join(dir, RECORD), 'utf8')) as Record;
  } catch {
    return { previous: [] };
  }
}

const baseOf = (file: string) => file.replace(/\.(br|gz)$/, '');

/** Every file under the `assets/` folders of `outDirs` (relative to `appDir`). */
async function assetFiles(appDir: string, outDirs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const outDir of outDirs) {
    const assets = path.join(appDir, outDir, 'assets');
    const entries = await readdir(assets, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) files.push(path.join(outDir, 'assets', entry.name));
  }
  return files;
}

export async function startBuild(appDir: string, now = Date.now()): Promise<void> {
  const record = await readRecord(appDir);
  await mkdir(path.dirname(path.join(appDir, RECORD)), { recursive: true });
  await writeFile(path.join(appDir, RECORD), JSON.stringify({ ...record, started: now }));
}

/** Deletes hashed files older than the previous build; returns what it deleted. */
export async function finishBuild(appDir: string, outDirs: readonly string[]): Promise<string[]> {
  const record = await readRecord(appDir);
  if (record.started === undefined) throw new Error(`${RECORD}: run "start" before the build.`);
  const files = await assetFiles(appDir, outDirs);
  const current = new Set<string>();
  for (const file of files) {
    if (file !== baseOf(file)) continue;
    if ((await stat(path.join(appDir, file))).mtimeMs >= record.started - 1) current.add(file);
  }
  const keep = new Set([...current, ...record.previous]);
  const deleted = files.filter((file) => !keep.has(baseOf(file)));
  for (const file of deleted) await rm(path.join(appDir, file), { force: true });
  await writeFile(
    path.join(appDir, RECORD),
    JSON.stringify({ previous: [...current].sort() } satisfies Record),
  );
  return deleted;
}

if (import.meta.main) {
  const appDir = path.resolve(import.meta.dirname, '..');
  const step = process.argv[2];
  if (step === 'start') await startBuild(appDir);
  else if (step === 'finish') {
    const deleted = await finishBuild(appDir, ['dist', 'dist-ssr']);
    console.log(`kept the previous build's assets; deleted ${deleted.length} files of older builds`);
  } else throw new Error('usage: keep-previous-build.ts start|finish');
}
