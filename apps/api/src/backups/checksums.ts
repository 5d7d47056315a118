// SHA-256 and byte counts of what goes into and comes out of a backup: the manifest lists both for every part
// and every file, and a restore checks them before it changes anything.
import { createHash } from 'node:crypto';
import fs from 'node:fs';

export interface Measured {
  size: number;
  sha256: string;
}

export async function sha256OfFile(file: string): Promise<string> {
  return (await measure(fs.createReadStream(file))).sha256;
}

export async function measure(source: AsyncIterable<Uint8Array>): Promise<Measured> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of source) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Passes the bytes on while counting and hashing them; `result()` once they have all gone through. */
export function measuring(source: AsyncIterable<Uint8Array>): {
  stream: AsyncGenerator<Uint8Array>;
  result(): Measured;
} {
  const hash = createHash('sha256');
  let size = 0;
  let done = false;
  async function* stream() {
    for await (const chunk of source) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
    done = true;
  }
  let digest = '';
  return {
    stream: stream(),
    result() {
      if (!done) throw new Error('measured before the end of the stream');
      digest ||= hash.digest('hex');
      return { size, sha256: digest };
    },
  };
}
