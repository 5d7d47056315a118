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

/**
 * Writes bytes to a temp name, fsyncs, renames into place and fsyncs the folder. Not async: the bytes are let go
 * of once written, before the fsyncs (an async function keeps its arguments until it returns, and thousands of
 * mail files in a row kept each mail's bytes across the disk's waits; decision 047).
 */
export function writeFileDurably(target: string, data: string | Uint8Array): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  return writeTemp(temp, data).then((handle) => placeDurably(handle, temp, target));
}

async function writeTemp(temp: string, data: string | Uint8Array): Promise<fsp.FileHandle> {
  const handle = await fsp.open(temp, 'w', FILE_MODE);
  try {
    await handle.writeFile(data);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function placeDurably(handle: fsp.FileHandle, temp: string, target: string): Promise<void> {
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temp, target);
  await fsyncDir(path.dirname(target));
}

export async function removeQuietly(file: string): Promise<void> {
  await fsp.rm(file, { force: true });
}
