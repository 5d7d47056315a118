// A real S3-compatible server for the tests and the benchmark: s3rver (npm; Debian packages none) on 127.0.0.1, a
// random port and its own temp folder, with one bucket. It speaks S3's REST API to the real SDK. Its limits, known
// here: it checks the access key id but not SigV4 signatures (a wrong secret passes), it ignores checksums, and a
// listing that would be cut into pages fails on Node 17+ (its page tokens use DES, which OpenSSL 3 dropped), so
// no test lists more than 1,000 keys or sets MaxKeys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_ACCESS_KEY = 'S3RVER';
export const S3_TEST_SECRET = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The API's environment for CV_STORAGE on this server (a prefix per user keeps tests apart). */
  env(prefix: string): Record<string, string>;
  /** Keys under a prefix, read from the server's own folder (not through the code under test). */
  keys(prefix: string): string[];
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'agency-cvs'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as unknown as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      CV_STORAGE: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_TEST_ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: S3_TEST_SECRET,
    }),
    keys(prefix) {
      // s3rver keeps an object as <bucket>/<key>._S3rver_object beside its metadata files.
      const dir = path.join(directory, bucket, prefix);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.slice(0, -'._S3rver_object'.length))
        .sort();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
