import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseContentConfig } from './content-config.ts';

const parse = (env: Record<string, string>) => {
  const problems: string[] = [];
  return { config: parseContentConfig(env, '/data', problems), problems };
};

describe('content configuration', () => {
  it('defaults to the embedded seed dataset', () => {
    const { config, problems } = parse({});
    expect(problems).toEqual([]);
    expect(config).toEqual({
      sanity: null,
      dataset: 'production',
      imageCacheDir: '/data/content-image-cache',
      imageCacheMaxBytes: 200 * 1024 * 1024,
      imageTransformsPerMinute: 60,
    });
  });

  it('takes a complete Sanity configuration', () => {
    const { config, problems } = parse({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' });
    expect(problems).toEqual([]);
    expect(config.sanity).toEqual({
      projectId: 'abc123',
      dataset: 'staging',
      apiVersion: '2025-02-19',
      token: null,
      useCdn: true,
    });
  });

  it('names what is missing from a partial Sanity configuration', () => {
    expect(parse({ SANITY_PROJECT_ID: 'abc123' }).problems).toEqual([
      expect.stringMatching(/SANITY_PROJECT_ID is set but SANITY_DATASET is missing/),
    ]);
    expect(parse({ SANITY_DATASET: 'production' }).problems).toEqual([
      expect.stringMatching(/SANITY_DATASET is set but SANITY_PROJECT_ID is missing/),
    ]);
    expect(parse({ SANITY_API_READ_TOKEN: 'sk123' }).problems).toEqual([
      expect.stringMatching(
        /SANITY_API_READ_TOKEN is set but SANITY_PROJECT_ID and SANITY_DATASET are missing/,
      ),
    ]);
  });

  it('rejects malformed values, naming the variable', () => {
    const { problems } = parse({
      SANITY_PROJECT_ID: 'Not An Id',
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: 'latest',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^SANITY_API_VERSION/),
      expect.stringMatching(/^SANITY_PROJECT_ID/),
    ]);
  });

  it('stops start-up on a partial Sanity configuration', () => {
    expect(() => loadConfig({ SANITY_PROJECT_ID: 'abc123' })).toThrow(/SANITY_DATASET is missing/);
    expect(loadConfig({}).content.sanity).toBeNull();
  });
});
