/**
 * The floors of apps/api/src (docs/architecture.md, "The API's floors"): ground, features, top.
 * Ground imports only ground; a feature imports the ground and its own folder, never another feature; the top
 * (app.ts, the start files, the wiring of the forms API and of erasure and retention, cli/) may import anything.
 * What two features share moves down into the ground. `src/layers.test.ts` checks every file (part of the API's
 * unit tests) and `pnpm --filter @agency/api bench:layers` prints the figures. Test files and `test-support/`
 * folders are not held to the floors: like the journeys in tests/, they drive the whole app from outside.
 */
import fs from 'node:fs';
import path from 'node:path';

export const srcDir = path.resolve(import.meta.dirname, '../src');

export type Floor = 'ground' | 'feature' | 'top';
export interface Place {
  /** The first folder of the path inside src, or the file itself at the top of src. */
  room: string;
  floor: Floor | null;
  exempt: boolean;
}

/** Each folder (or top-level file) of src and its floor. A new folder is given one here before it is used. */
export const FLOORS: Record<Floor, readonly string[]> = {
  ground: [
    'database',
    'security',
    'content',
    'config.ts',
    'backup-config.ts',
    'storage-config.ts',
    'uploads',
    'mail',
  ],
  feature: [
    'site',
    'submissions',
    'drafts',
    'status',
    'alerts',
    'staff',
    'preview',
    'health',
    'backups',
    'recruiting',
    'insights',
    'presenting',
  ],
  top: ['app.ts', 'start.ts', 'server.js', 'forms-plugin.ts', 'erasure-and-retention.ts', 'cli'],
};
const RANK: Record<Floor, number> = { ground: 0, feature: 1, top: 2 };
const floorOfRoom = new Map(
  Object.entries(FLOORS).flatMap(([floor, rooms]) => rooms.map((room) => [room, floor as Floor] as const)),
);

/** A file of src is exempt from the floors when it is a test or test support. */
export const isExempt = (relative: string) =>
  /\.test\.[jt]sx?$/.test(relative) || relative.split('/').includes('test-support');

/** Where a file of apps/api/src stands (its floor null when its room has none yet); null outside src. */
export function placeOf(file: string): Place | null {
  const relative = path.relative(srcDir, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const room = relative.split('/')[0]!;
  return { room, floor: floorOfRoom.get(room) ?? null, exempt: isExempt(relative) };
}

/** Why an import from one place to another runs the wrong way, or null when it may. */
export function wrongWay(from: Place, to: Place): string | null {
  if (from.exempt || from.room === to.room) return null;
  if (from.floor === null) return `${from.room} has no floor: give it one in apps/api/lint/layers.ts`;
  if (to.exempt) return `${from.floor} code must not import test support`;
  if (to.floor === null) return `${to.room} has no floor: give it one in apps/api/lint/layers.ts`;
  if (RANK[to.floor] > RANK[from.floor])
    return `${from.floor} code must not import from the ${to.floor} floor`;
  if (from.floor === 'feature' && to.floor === 'feature')
    return `feature "${from.room}" must not import from feature "${to.room}" (move what both use into the ground, or wire them in app.ts)`;
  return null;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm;

export interface Import {
  file: string;
  /** The imported file's absolute path. */
  target: string;
  specifier: string;
}

/** Every relative import of every file of src. */
export function importsOfSrc(): Import[] {
  const found: Import[] = [];
  for (const entry of fs.readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.[jt]s$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier!);
      found.push({ file, target, specifier: specifier! });
    }
  }
  return found;
}

/**
 * The figures of issue 41's budget, over the files held to the floors: imports that run from a lower floor to a
 * higher one, imports between two features, and pairs of rooms that import each other.
 */
export function floorFigures(imports = importsOfSrc()) {
  const wrong: string[] = [];
  const roomEdges = new Set<string>();
  let upward = 0;
  let sideways = 0;
  for (const { file, target, specifier } of imports) {
    const from = placeOf(file);
    const to = placeOf(target);
    if (!from || !to || from.exempt) continue;
    if (from.room !== to.room) roomEdges.add(`${from.room} ${to.room}`);
    const reason = wrongWay(from, to);
    if (!reason) continue;
    if (from.floor && to.floor && RANK[to.floor] > RANK[from.floor]) upward += 1;
    else if (from.floor === 'feature' && to.floor === 'feature') sideways += 1;
    wrong.push(`${path.relative(srcDir, file)} imports ${specifier}: ${reason}`);
  }
  const mutualPairs = [...roomEdges]
    .map((edge) => edge.split(' ') as [string, string])
    .filter(([a, b]) => a < b && roomEdges.has(`${b} ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
  return { wrong, upward, sideways, mutualPairs };
}
