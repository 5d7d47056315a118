// The transformed-image cache: files in their own directory, bounded in total size, least-recently-used out
// first. Recency lives in memory (a Map keeps insertion order; a hit moves its key to the end) and in each
// file's mtime, so a restart picks up the order where it was.
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ImageCache {
  get(name: string): Promise<Buffer | undefined>;
  put(name: string, bytes: Buffer): Promise<void>;
  /** Bytes currently held (for tests and the benchmark). */
  size(): number;
}

export async function openImageCache(dir: string, maxBytes: number): Promise<ImageCache> {
  await mkdir(dir, { recursive: true });
  const entries = new Map<string, number>(); // name → bytes, least recently used first
  let total = 0;
  const found = await Promise.all(
    (await readdir(dir)).map(async (name) => {
      const info = await stat(path.join(dir, name)).catch(() => undefined);
      return info?.isFile() ? { name, bytes: info.size, used: info.mtimeMs } : undefined;
    }),
  );
  for (const file of found.filter((f) => f !== undefined).sort((a, b) => a.used - b.used)) {
    if (file.name.endsWith('.tmp')) {
      await rm(path.join(dir, file.name), { force: true }); // a write a crash interrupted
      continue;
    }
    entries.set(file.name, file.bytes);
    total += file.bytes;
  }

  async function evict(): Promise<void> {
    for (const [name, bytes] of entries) {
      if (total <= maxBytes) break;
      entries.delete(name);
      total -= bytes;
      await rm(path.join(dir, name), { force: true });
    }
  }
  await evict();

  return {
    async get(name) {
      const bytes = entries.get(name);
      if (bytes === undefined) return undefined;
      const file = path.join(dir, name);
      const body = await readFile(file).catch(() => undefined);
      if (!body) {
        entries.delete(name);
        total -= bytes;
        return undefined;
      }
      entries.delete(name);
      entries.set(name, bytes);
      const now = new Date();
      utimes(file, now, now).catch(() => {});
      return body;
    },
    async put(name, bytes) {
      // Bigger than the whole cache: serve it, keep nothing.
      if (bytes.length > maxBytes || entries.has(name)) return;
      const file = path.join(dir, name);
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
      entries.set(name, bytes.length);
      total += bytes.length;
      await evict();
    },
    size: () => total,
  };
}
