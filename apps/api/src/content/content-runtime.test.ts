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
});
