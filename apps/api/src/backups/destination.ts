// Where backups go: a folder, or an S3 prefix. Each backup is one entry: a folder `backup-<time>/` holding its
// encrypted parts, the manifest last. A folder destination stages the entry as `.partial-backup-<time>/` beside the
// others and renames it when whole; in S3 the parts go up from a local staging folder and the manifest after them,
// so an entry without a manifest is one that did not finish (pruned later, never restored).
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fsyncDir } from '../database/durable-files.ts';
import type { BackupPlace } from '../backup-config.ts';

export const MANIFEST = 'manifest.age';
const ENTRY = /^backup-\d{8}T\d{6}Z$/;

export interface BackupDestination {
  readonly description: string;
  /** Finished entries, oldest first (names sort by time). */
  entries(): Promise<string[]>;
  /** Entries without a manifest: a backup that stopped half-way. */
  unfinished(): Promise<string[]>;
  /** A local folder to write the entry's parts into; `publish` then makes it an entry, `discard` drops it. */
  stage(entry: string): Promise<string>;
  publish(entry: string, staged: string, parts: string[]): Promise<void>;
  discard(staged: string): Promise<void>;
  /** One part's bytes. */
  open(entry: string, part: string): Promise<Readable>;
  remove(entry: string): Promise<void>;
  close(): void;
}

export function entryName(at: number): string {
  return `backup-${new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

/** The entry's time (ms), from its name. */
export function entryTime(entry: string): number {
  const m = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(entry);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
}

export async function openDestination(place: BackupPlace): Promise<BackupDestination> {
  if (place.kind === 'folder') return folderDestination(place.dir);
  const { s3Destination } = await import('./s3-destination.ts');
  return s3Destination(place);
}

function folderDestination(dir: string): BackupDestination {
  const names = async () => {
    await fsp.mkdir(dir, { recursive: true });
    return (await fsp.readdir(dir)).sort();
  };
  return {
    description: dir,
    entries: async () => (await names()).filter((name) => ENTRY.test(name)),
    unfinished: async () => (await names()).filter((name) => name.startsWith('.partial-backup-')),
    async stage(entry) {
      const staged = path.join(dir, `.partial-${entry}`);
      await fsp.mkdir(staged, { recursive: true, mode: 0o700 });
      return staged;
    },
    async publish(entry, staged) {
      await fsyncDir(staged);
      await fsp.rename(staged, path.join(dir, entry));
      await fsyncDir(dir);
    },
    discard: (staged) => fsp.rm(staged, { recursive: true, force: true }),
    async open(entry, part) {
      const handle = await fsp.open(path.join(dir, entry, part), 'r');
      return handle.createReadStream() as Readable;
    },
    remove: (entry) => fsp.rm(path.join(dir, entry), { recursive: true, force: true }),
    close() {},
  };
}
