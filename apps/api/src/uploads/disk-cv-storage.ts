// CVs as files in one folder (DATA_DIR/uploads), named by id. "Stored" means fsynced and renamed into place with
// the folder fsynced, so the file survives a power cut once put() resolves.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fsyncDir, removeQuietly } from '../database/durable-files.ts';
import { CvNotFoundError, CvStorageUnavailableError, type CvStorage, type StoredCv } from './cv-storage.ts';

const unavailable = (dir: string, error: unknown) =>
  new CvStorageUnavailableError(
    `the CV folder ${dir} cannot be written: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    { cause: error },
  );

export function createDiskCvStorage(dir: string): CvStorage {
  const target = (id: string) => path.join(dir, id);
  return {
    description: `disk ${dir}`,
    async put(id, file) {
      try {
        // The temp file was fsynced as it was written (receive-cv.ts); it lives in this folder's .tmp.
        await fsp.rename(file.tempPath, target(id));
        await fsyncDir(dir);
      } catch (error) {
        throw unavailable(dir, error);
      }
    },
    async open(id) {
      let handle;
      try {
        handle = await fsp.open(target(id), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new CvNotFoundError(id);
        throw unavailable(dir, error);
      }
      return handle.createReadStream() as Readable;
    },
    remove: (id) => removeQuietly(target(id)),
    async *list(): AsyncIterable<StoredCv> {
      for (const name of await fsp.readdir(dir)) {
        if (name.startsWith('.')) continue; // .tmp: the receiving folder, swept on its own
        const stat = await fsp.stat(target(name)).catch(() => null);
        if (stat?.isFile()) yield { id: name, modifiedMs: stat.mtimeMs, size: stat.size };
      }
    },
    async check() {
      try {
        await fsp.access(dir, fs.constants.W_OK);
      } catch (error) {
        throw unavailable(dir, error);
      }
    },
    close() {},
  };
}
