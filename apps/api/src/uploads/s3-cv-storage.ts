// CVs as objects in an S3-compatible bucket (CV_STORAGE=s3://bucket/prefix), key `prefix/id`. A CV is at most
// 4 MB, below S3's 5 MB multipart minimum, so each goes up as one streamed PutObject read from the temp file with
// its length and SHA-256 declared: the store checks the bytes, and no part buffer is held in memory (decision 023).
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { CvStorageConfig } from '../config.ts';
import { removeQuietly } from '../database/durable-files.ts';
import { CvNotFoundError, CvStorageUnavailableError, type CvStorage, type StoredCv } from './cv-storage.ts';

export type S3Config = Extract<CvStorageConfig, { kind: 's3' }>;

/** Puts are retried here with a fresh file stream (the SDK cannot rewind a stream it has sent). */
const PUT_ATTEMPTS = 3;

/** "S3 (http://127.0.0.1:9000) bucket cvs: InvalidAccessKeyId (HTTP 403): The AWS Access Key Id …". */
function describeFailure(config: S3Config, error: unknown): string {
  const e = error as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const where = `S3 (${config.endpoint ?? `AWS ${config.region}`}) bucket ${config.bucket}`;
  const status = e.$metadata?.httpStatusCode;
  const what = e.code ?? e.name ?? 'Error';
  return `${where}: ${what}${status ? ` (HTTP ${status})` : ''}: ${e.message ?? String(error)}`;
}

/** The SDK client settings for a bucket of these settings (also the backups' destination, backups/). */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: stores other than AWS (MinIO, R2, s3rver, …) differ in the newer
    // streaming-checksum encodings. Puts still carry the file's SHA-256, computed while it was received.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails an upload (503) and /readyz in seconds, not at the client's patience.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    // Without a logger the SDK writes some warnings to the console; every failure reaches us as an error anyway.
    logger: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  };
}

export function createS3CvStorage(config: S3Config): CvStorage {
  const clientConfig = s3ClientConfig(config);
  const client = new S3Client(clientConfig);
  const putClient = new S3Client({ ...clientConfig, maxAttempts: 1 });
  const base = config.prefix === '' ? '' : `${config.prefix}/`;
  const key = (id: string) => `${base}${id}`;
  const unavailable = (error: unknown) =>
    new CvStorageUnavailableError(describeFailure(config, error), { cause: error });
  const retryable = (error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return status === undefined || status >= 500 || status === 429;
  };

  return {
    description: `s3://${config.bucket}/${config.prefix}`,
    async put(id, file) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await putClient.send(
            new PutObjectCommand({
              Bucket: config.bucket,
              Key: key(id),
              Body: createReadStream(file.tempPath),
              ContentLength: file.size,
              ContentType: 'application/octet-stream',
              ChecksumSHA256: Buffer.from(file.sha256, 'hex').toString('base64'),
            }),
          );
          break;
        } catch (error) {
          if (attempt >= PUT_ATTEMPTS || !retryable(error)) throw unavailable(error);
        }
      }
      await removeQuietly(file.tempPath);
    },
    async open(id) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(id) }));
        return response.Body as Readable;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') throw new CvNotFoundError(id);
        throw unavailable(error);
      }
    },
    async remove(id) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(id) }));
      } catch (error) {
        throw unavailable(error);
      }
    },
    async *list(): AsyncIterable<StoredCv> {
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListObjectsV2Command({ Bucket: config.bucket, Prefix: base, ContinuationToken: token }),
          );
        } catch (error) {
          throw unavailable(error);
        }
        for (const object of page.Contents ?? []) {
          const id = object.Key?.slice(base.length) ?? '';
          if (id === '' || id.includes('/')) continue; // not one of ours
          yield { id, modifiedMs: object.LastModified?.getTime() ?? 0, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      try {
        // A listing under a name no CV has: proves the credentials, the bucket and s3:ListBucket on the prefix,
        // with an empty answer (and the store's own error code when refused, which a HEAD has no body for).
        await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: `${base}.ready-check` }));
      } catch (error) {
        throw unavailable(error);
      }
    },
    close() {
      client.destroy();
      putClient.destroy();
    },
  };
}
