// Where accepted CV files are kept: one small interface, two backends (decision 023). Local disk under
// DATA_DIR/uploads is the default; CV_STORAGE=s3://bucket/prefix keeps them in S3-compatible storage. Files go in
// and come out as streams: no whole CV is held in memory. Ids are the server's random file ids (`f-…`).
import type { Readable } from 'node:stream';
import type { CvStorageConfig } from '../config.ts';
import { createDiskCvStorage } from './disk-cv-storage.ts';

export interface StoredCv {
  id: string;
  modifiedMs: number;
  size: number;
}

export interface CvStorage {
  /** For logs and the readiness answer: "disk /srv/data/uploads" or "s3://bucket/prefix". */
  readonly description: string;
  /**
   * Keeps the received file (a local temp file of `size` bytes whose SHA-256 is `sha256`, hex) under `id`, durably
   * before it resolves. The temp file is consumed (moved or deleted) when it resolves, left in place when it rejects.
   */
  put(id: string, file: { tempPath: string; size: number; sha256: string }): Promise<void>;
  /** The file's bytes, streamed. Rejects with CvNotFoundError or CvStorageUnavailableError before any byte. */
  open(id: string): Promise<Readable>;
  /** Deletes the file; a file that is not there is not an error. */
  remove(id: string): Promise<void>;
  /** Every stored file, for the orphan sweep and `pnpm admin migrate-to`. */
  list(): AsyncIterable<StoredCv>;
  /** Resolves when the storage can be written now (GET /readyz); rejects with CvStorageUnavailableError. */
  check(): Promise<void>;
  close(): void;
}

/** The storage could not be reached or refused us (network, credentials, permissions, full disk). */
export class CvStorageUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'CvStorageUnavailableError';
  }
}

export class CvNotFoundError extends Error {
  constructor(id: string) {
    super(`no stored CV file ${id}`);
    this.name = 'CvNotFoundError';
  }
}

/** The AWS SDK (~8 MB of a node's memory) is loaded only when CVs go to S3. */
export async function openCvStorage(config: CvStorageConfig): Promise<CvStorage> {
  if (config.kind === 'disk') return createDiskCvStorage(config.dir);
  const { createS3CvStorage } = await import('./s3-cv-storage.ts');
  return createS3CvStorage(config);
}

/** A stream that opens the file only when it is first read (mail attachments are composed before they are sent). */
export function readLater(storage: CvStorage, id: string): AsyncIterable<Buffer> {
  return {
    async *[Symbol.asyncIterator]() {
      yield* (await storage.open(id)) as AsyncIterable<Buffer>;
    },
  };
}
