// Backups under an S3 prefix (BACKUP_DESTINATION=s3://bucket/prefix): an entry is the keys `prefix/backup-…/part`.
// Parts are staged in a local temp folder (their size and SHA-256 known) and put with the CV storage's S3 client,
// which sends the checksum and retries; the manifest goes last. Each part stays below S3's 5 GB single-put limit
// (take-backup.ts cuts the CVs into parts of PART_BYTES).
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createS3CvStorage, s3ClientConfig, type S3Config } from '../uploads/s3-cv-storage.ts';
import { sha256OfFile } from './checksums.ts';
import { MANIFEST, type BackupDestination } from './destination.ts';

export function s3Destination(place: S3Config): BackupDestination {
  const client = new S3Client(s3ClientConfig(place));
  const base = place.prefix === '' ? '' : `${place.prefix}/`;
  const entryStore = (entry: string) => createS3CvStorage({ ...place, prefix: `${base}${entry}` });
  /** Every key under the prefix, grouped by entry. (s3rver cannot page past 1,000 keys; a real store can.) */
  const grouped = async () => {
    const parts = new Map<string, string[]>();
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: place.bucket,
          Prefix: `${base}backup-`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const [entry, part] = (object.Key ?? '').slice(base.length).split('/');
        if (entry && part) parts.set(entry, [...(parts.get(entry) ?? []), part]);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return [...parts].sort(([a], [b]) => a.localeCompare(b));
  };
  return {
    description: `s3://${place.bucket}/${place.prefix}`,
    entries: async () =>
      (await grouped()).filter(([, parts]) => parts.includes(MANIFEST)).map(([entry]) => entry),
    unfinished: async () =>
      (await grouped()).filter(([, parts]) => !parts.includes(MANIFEST)).map(([entry]) => entry),
    stage: (entry) => fsp.mkdtemp(path.join(os.tmpdir(), `${entry}-`)),
    async publish(entry, staged, parts) {
      const store = entryStore(entry);
      try {
        // In the order given: the manifest last.
        for (const part of parts) {
          const tempPath = path.join(staged, part);
          const { size } = await fsp.stat(tempPath);
          await store.put(part, { tempPath, size, sha256: await sha256OfFile(tempPath) });
        }
      } finally {
        store.close();
        await fsp.rm(staged, { recursive: true, force: true });
      }
    },
    discard: (staged) => fsp.rm(staged, { recursive: true, force: true }),
    async open(entry, part) {
      const store = entryStore(entry);
      const body = await store.open(part);
      body.once('close', () => store.close());
      return body;
    },
    async remove(entry) {
      const store = entryStore(entry);
      try {
        for await (const part of store.list()) await store.remove(part.id);
      } finally {
        store.close();
      }
    },
    close: () => client.destroy(),
  };
}
