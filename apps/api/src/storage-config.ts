// Where CV bytes live, as the settings say (CV_STORAGE; read by config.ts): its own file so that config.ts and
// backup-config.ts, which both describe storage places, share the type without importing each other.
/** CV_STORAGE unset: files under DATA_DIR/uploads. CV_STORAGE=s3://bucket/prefix: an S3-compatible bucket. */
export type CvStorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix without slashes at either end ('' = the bucket's root). */
      prefix: string;
      /** S3_ENDPOINT: another store than AWS (MinIO, R2, …); null = AWS S3 in `region`. */
      endpoint: string | null;
      region: string;
      /** Bucket in the path, not the host name (S3_FORCE_PATH_STYLE; default on with S3_ENDPOINT). */
      forcePathStyle: boolean;
      /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN; null = the SDK's other sources. */
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
    };
