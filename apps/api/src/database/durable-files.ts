// Helpers for "a 2xx means the file is on disk": fsync the file, rename it into place, fsync the folder so the
// rename itself survives a power cut.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Owner-only, never executable. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export function ensureDirs(...dirs: string[]): void {
  for (const dir of dirs) fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
}

/** fsyncs a file (or a folder) by name: what was written through any descriptor of it is on the disk after. */
async function fsyncFile(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export const fsyncDir = (dir: string): Promise<void> => fsyncFile(dir);

/**
 * Writes a stream to a temp name as it comes (no whole copy in memory), fsyncs, renames into place and fsyncs the
 * folder; on a failure the temp file is removed and nothing appears under `target`. The stream is let go of before
 * the fsyncs: what produced it (a composed mail) is garbage while the disk is waited for, not kept alive across it.
 */
export async function writeStreamDurably(target: string, data: Readable): Promise<void> {
  const dir = path.dirname(target);
  const temp = path.join(dir, `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    await pipeline(data, fs.createWriteStream(temp, { mode: FILE_MODE }));
    await fsyncFile(temp);
  } catch (error) {
    await removeQuietly(temp);
    throw error;
  }
  await fsp.rename(temp, target);
  await fsyncDir(dir);
}

export async function removeQuietly(file: string): Promise<void> {
  await fsp.rm(file, { force: true });
}
