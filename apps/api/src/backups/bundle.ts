// Many files as one stream, so the CVs (or the dataset and its images) go into one encrypted part: per file, a
// JSON line {"name","size"} and then exactly `size` bytes. Streamed both ways: no file is held in memory whole.
import { BackupRefusedError } from './backup-key.ts';

export interface BundleFile {
  name: string;
  size: number;
  /** The bytes, or null when the file is gone (then it is left out). */
  open(): Promise<AsyncIterable<Uint8Array> | null>;
}

export async function* bundle(
  files: AsyncIterable<BundleFile> | Iterable<BundleFile>,
): AsyncGenerator<Uint8Array> {
  for await (const file of files) {
    const body = await file.open();
    if (body === null) continue;
    yield Buffer.from(`${JSON.stringify({ name: file.name, size: file.size })}\n`);
    let read = 0;
    for await (const chunk of body) {
      read += chunk.length;
      yield chunk;
    }
    // A file that changed size while it was read would shift every file after it.
    if (read !== file.size)
      throw new Error(`${file.name} changed while it was backed up (${read} of ${file.size} bytes)`);
  }
}

export interface UnbundledFile {
  name: string;
  size: number;
  /** Must be read to its end before the next file is asked for. */
  body: AsyncIterable<Buffer>;
}

export async function* unbundle(source: AsyncIterable<Uint8Array>): AsyncGenerator<UnbundledFile> {
  const chunks = source[Symbol.asyncIterator]();
  let pending = Buffer.alloc(0);
  const more = async (): Promise<boolean> => {
    const next = await chunks.next();
    if (next.done) return false;
    pending = pending.length === 0 ? Buffer.from(next.value) : Buffer.concat([pending, next.value]);
    return true;
  };
  for (;;) {
    let newline = pending.indexOf(10);
    while (newline < 0 && pending.length < 4096) {
      if (!(await more())) {
        if (pending.length === 0) return;
        throw new BackupRefusedError('a bundle in the backup ends in the middle of a file header');
      }
      newline = pending.indexOf(10);
    }
    if (newline < 0) throw new BackupRefusedError('a bundle in the backup has a damaged file header');
    const header = JSON.parse(pending.subarray(0, newline).toString('utf8')) as {
      name: string;
      size: number;
    };
    pending = pending.subarray(newline + 1);
    let left = header.size;
    let consumed = false;
    async function* body(): AsyncGenerator<Buffer> {
      while (left > 0) {
        if (pending.length === 0 && !(await more()))
          throw new BackupRefusedError(`the backup ends in the middle of ${header.name}`);
        const piece = pending.subarray(0, Math.min(left, pending.length));
        pending = pending.subarray(piece.length);
        left -= piece.length;
        yield piece;
      }
      consumed = true;
    }
    yield { name: header.name, size: header.size, body: body() };
    if (!consumed) for await (const _ of body()) void _;
  }
}
