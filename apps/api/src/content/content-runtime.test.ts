import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseContentConfig } from './content-config.ts';
import { openContentRuntime } from './content-runtime.ts';

const { log } = Fastify({ logger: false });

describe('the content runtime with a Sanity project', () => {
  it('renders pages from the live API, never the CDN, while browsers’ forwarded queries may use the CDN', async () => {
    const problems: string[] = [];
    const config = parseContentConfig(
      { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' },
      '/tmp',
      problems,
    );
    expect(problems).toEqual([]);
    expect(config.sanity?.useCdn).toBe(true);
    const runtime = await openContentRuntime(config, { log, ownOrigin: () => 'http://127.0.0.1:1' });
    expect(runtime.client().config().useCdn).toBe(false);
    expect(runtime.query.kind === 'sanity' && runtime.query.client.config().useCdn).toBe(true);
    runtime.close();
  });

  it('reads drafts with the read token, and published content without it (unless the dataset is private)', async () => {
    const open = async (env: Record<string, string>) => {
      const problems: string[] = [];
      const config = parseContentConfig(
        {
          SANITY_PROJECT_ID: 'abc123',
          SANITY_DATASET: 'production',
          SANITY_API_READ_TOKEN: 'sk-viewer',
          ...env,
        },
        '/tmp',
        problems,
      );
      expect(problems).toEqual([]);
      return openContentRuntime(config, { log, ownOrigin: () => 'http://127.0.0.1:1' });
    };
    const publicDataset = await open({});
    expect(publicDataset.draftsClient('')?.config()).toMatchObject({
      token: 'sk-viewer',
      perspective: 'drafts',
    });
    expect(publicDataset.client().config().token).toBeUndefined();
    expect(
      publicDataset.query.kind === 'sanity' && publicDataset.query.client.config().token,
    ).toBeUndefined();
    // Browsers' forwarded queries may still come from the CDN: the token is not on them.
    expect(publicDataset.query.kind === 'sanity' && publicDataset.query.client.config().useCdn).toBe(true);
    publicDataset.close();

    const privateDataset = await open({ SANITY_DATASET_PRIVATE: 'true' });
    expect(privateDataset.client().config().token).toBe('sk-viewer');
    expect(privateDataset.query.kind === 'sanity' && privateDataset.query.client.config().useCdn).toBe(false);
    privateDataset.close();
  });
});
