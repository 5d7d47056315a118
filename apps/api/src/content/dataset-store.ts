/**
 * The embedded default's content: the dataset file (CONTENT_DATASET_FILE) held in memory and read again on
 * `reload()` (a signed publish webhook) or, with `watch`, when the file changes. A file that fails to parse is
 * logged once, clearly, and the last good content keeps being served.
 */
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { todayInHongKong } from '@agency/content';
import {
  createEmbeddedContent,
  parseDataset,
  type DatasetDocument,
  type EmbeddedContent,
} from '@agency/content/embedded';
import { rebaseSeedDates } from '@agency/seed';

export interface DatasetStore {
  current(): EmbeddedContent;
  /** Reads the file again; resolves true when the new content is in place, false when the last good one stays. */
  reload(): Promise<boolean>;
  /** Called after each successful reload. */
  onChange(listener: () => void): void;
  close(): void;
}

export interface DatasetStoreOptions {
  file: string;
  rebaseSeedDates: boolean;
  watch: boolean;
  log: FastifyBaseLogger;
}

async function load(options: DatasetStoreOptions): Promise<EmbeddedContent> {
  let documents: DatasetDocument[] = parseDataset(await readFile(options.file, 'utf8'), options.file);
  if (options.rebaseSeedDates) documents = rebaseSeedDates(documents, todayInHongKong());
  return createEmbeddedContent({ documents, imagesDir: path.join(path.dirname(options.file), 'images') });
}

/** Reads the file once (a broken file at start-up stops the server with the reason) and keeps it current. */
export async function openDatasetStore(options: DatasetStoreOptions): Promise<DatasetStore> {
  let content = await load(options);
  const listeners: (() => void)[] = [];
  // Reloads run one after another, so an older read never replaces a newer one.
  let queue: Promise<boolean> = Promise.resolve(true);
  const reload = () => {
    queue = queue.then(async () => {
      try {
        content = await load(options);
      } catch (error) {
        options.log.error(
          `Content dataset not reloaded, still serving the last good content: ${(error as Error).message}`,
        );
        return false;
      }
      for (const listener of listeners) listener();
      return true;
    });
    return queue;
  };
  let watcher: FSWatcher | undefined;
  if (options.watch) {
    let timer: NodeJS.Timeout | undefined;
    // Editors write a file in several steps; one reload after they settle.
    watcher = watch(path.dirname(options.file), (_event, name) => {
      if (name !== path.basename(options.file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), 100);
    });
  }
  return {
    current: () => content,
    reload,
    onChange: (listener) => listeners.push(listener),
    close: () => watcher?.close(),
  };
}
