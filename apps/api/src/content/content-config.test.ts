import { describe, expect, it } from 'vitest';
import { datasetFile as seedFile } from '@agency/seed';
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
      datasetFile: seedFile,
      rebaseSeedDates: true,
      watchDataset: false,
      webhookSecret: null,
      imageCacheDir: '/data/content-image-cache',
      imageCacheMaxBytes: 200 * 1024 * 1024,
      imageTransformsPerMinute: 60,
      preview: null,
    });
  });

  it('reads another dataset file as it is (no date moves), and the webhook secret', () => {
    const { config, problems } = parse({
      CONTENT_DATASET_FILE: '/srv/content/export.ndjson',
      CONTENT_WATCH_DATASET: 'true',
      SANITY_WEBHOOK_SECRET: 'whsec',
    });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      datasetFile: '/srv/content/export.ndjson',
      rebaseSeedDates: false,
      watchDataset: true,
      webhookSecret: 'whsec',
    });
  });

  it('takes SANITY_API_HOST as an origin, and refuses anything else', () => {
    const ok = parse({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: 'http://127.0.0.1:4302/',
    });
    expect(ok.problems).toEqual([]);
    expect(ok.config.sanity?.apiHost).toBe('http://127.0.0.1:4302');
    for (const bad of ['127.0.0.1:4302', 'ftp://example.com', 'https://example.com/v1']) {
      expect(
        parse({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_HOST: bad }).problems,
      ).toEqual([expect.stringMatching(/^SANITY_API_HOST must be an origin/)]);
    }
    expect(parse({ SANITY_API_HOST: 'http://127.0.0.1:4302' }).problems).toEqual([
      expect.stringMatching(/SANITY_API_HOST is set but SANITY_PROJECT_ID and SANITY_DATASET are missing/),
    ]);
  });

  it('refuses a dataset file together with a Sanity project', () => {
    expect(
      parse({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', CONTENT_DATASET_FILE: '/x.ndjson' })
        .problems,
    ).toEqual([expect.stringMatching(/^CONTENT_DATASET_FILE is set together with a Sanity project/)]);
  });

  it('takes a complete Sanity configuration', () => {
    const { config, problems } = parse({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' });
    expect(problems).toEqual([]);
    expect(config.sanity).toEqual({
      projectId: 'abc123',
      dataset: 'staging',
      apiVersion: '2025-02-19',
      token: null,
      privateDataset: false,
      useCdn: true,
      apiHost: null,
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

  it('asks for the read token when the dataset is private', () => {
    const base = {
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_DATASET_PRIVATE: 'true',
    };
    expect(parse(base).problems).toEqual([expect.stringMatching(/^SANITY_DATASET_PRIVATE=true needs/)]);
    const { config, problems } = parse({ ...base, SANITY_API_READ_TOKEN: 'sk' });
    expect(problems).toEqual([]);
    expect(config.sanity).toMatchObject({ privateDataset: true, useCdn: false });
  });

  it('stops start-up on a partial Sanity configuration', () => {
    expect(() => loadConfig({ SANITY_PROJECT_ID: 'abc123' })).toThrow(/SANITY_DATASET is missing/);
    expect(loadConfig({}).content.sanity).toBeNull();
  });

  it('turns preview on with PREVIEW_SECRET (embedded) or a read token (Sanity), off otherwise', () => {
    expect(parse({}).config.preview).toBeNull();
    const embedded = parse({
      PREVIEW_SECRET: 'a-secret-of-enough-length',
      STUDIO_ORIGIN: 'https://studio.example.com',
    });
    expect(embedded.problems).toEqual([]);
    expect(embedded.config.preview).toMatchObject({
      secret: 'a-secret-of-enough-length',
      studioOrigin: 'https://studio.example.com',
    });
    expect(parse({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' }).config.preview).toBeNull();
    expect(
      parse({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_READ_TOKEN: 'sk' }).config
        .preview,
    ).toMatchObject({ secret: null, studioOrigin: null });
    expect(parse({ PREVIEW_SECRET: 'short', STUDIO_ORIGIN: 'studio.example.com' }).problems).toEqual([
      expect.stringMatching(/^STUDIO_ORIGIN must be an origin/),
      expect.stringMatching(/^PREVIEW_SECRET must be at least 16 characters/),
    ]);
  });
});
