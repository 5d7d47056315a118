// Helpers for "a 2xx means the file is on disk": fsync the file, rename it into place, fsync the folder so the
// rename itself survives a power cut.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** Owner-only, never executable. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export function ensureDirs(...dirs: string[]): void {
  for (const dir of dirs) fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
}

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes bytes to a temp name, fsyncs, renames into place and fsyncs the folder. */
export async function writeFileDurably(target: string, data: string | Uint8Array): Promise<void> {
  const dir = path.dirname(target);
  const temp = path.join(dir, `.${path.basename(target)}.${process.pid}.tmp`);
  const handle = await fsp.open(temp, 'w', FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temp, target);
  await fsyncDir(dir);
}

export async function removeQuietly(file: string): Promise<void> {
  await fsp.rm(file, { force: true });
}
