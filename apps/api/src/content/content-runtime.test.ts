import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { vacanciesQuery, vacancyBySlugQuery } from '@agency/content';
import { afterAll, describe, expect, it } from 'vitest';
import { parseContentConfig } from './content-config.ts';
import { openContentRuntime } from './content-runtime.ts';
import { QueryRequestError } from './groq-request.ts';

const { log } = Fastify({ logger: false });

describe('the content runtime in the embedded default', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-runtime-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const vacancy = (slug: string, title: string) =>
    JSON.stringify({
      _id: slug,
      _type: 'vacancy',
      title: { en: title },
      slug: { current: slug },
      startDate: '2026-09-01',
    });

  it('answers renders from the dataset in memory as its endpoint would, without a request to itself', async () => {
    const file = path.join(dir, 'dataset.ndjson');
    writeFileSync(file, `${vacancy('kowloon-tong', 'Teacher')}\n`);
    const problems: string[] = [];
    const config = parseContentConfig({ CONTENT_DATASET_FILE: file }, dir, problems);
    expect(problems).toEqual([]);
    // Nothing listens there: a read that made a request would fail.
    const runtime = await openContentRuntime(config, { log, ownOrigin: () => 'http://127.0.0.1:1' });
    const first = (await runtime.read(vacanciesQuery, {})) as { title: { en: string } }[];
    expect(first.map((entry) => entry.title.en)).toEqual(['Teacher']);
    expect(await runtime.read(vacancyBySlugQuery, { slug: 'kowloon-tong' })).toMatchObject({
      title: { en: 'Teacher' },
    });
    // A copy, as a response would be: changing it changes nothing for the next read.
    first[0]!.title.en = 'Changed';
    expect(await runtime.read(vacancyBySlugQuery, { slug: 'kowloon-tong' })).toMatchObject({
      title: { en: 'Teacher' },
    });
    // The endpoint's refusals, with their status (a 4xx is the visitor's URL: the 404 page).
    await expect(runtime.read('*[_type == "staffUser"]', {})).rejects.toMatchObject({ statusCode: 403 });
    const badSlug = runtime.read(vacancyBySlugQuery, { slug: 'Not A Slug' });
    await expect(badSlug).rejects.toBeInstanceOf(QueryRequestError);
    await expect(badSlug).rejects.toMatchObject({ statusCode: 400 });
    // A publish (the dataset read again) reaches the next read.
    writeFileSync(file, `${vacancy('kowloon-tong', 'Teacher')}\n${vacancy('sha-tin', 'Tutor')}\n`);
    expect(await runtime.refresh()).toBe(true);
    expect(((await runtime.read(vacanciesQuery, {})) as unknown[]).length).toBe(2);
    runtime.close();
  });
});

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
    expect(runtime.client()?.config().useCdn).toBe(false);
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
    expect(publicDataset.client()?.config().token).toBeUndefined();
    expect(
      publicDataset.query.kind === 'sanity' && publicDataset.query.client.config().token,
    ).toBeUndefined();
    // Browsers' forwarded queries may still come from the CDN: the token is not on them.
    expect(publicDataset.query.kind === 'sanity' && publicDataset.query.client.config().useCdn).toBe(true);
    publicDataset.close();

    const privateDataset = await open({ SANITY_DATASET_PRIVATE: 'true' });
    expect(privateDataset.client()?.config().token).toBe('sk-viewer');
    expect(privateDataset.query.kind === 'sanity' && privateDataset.query.client.config().useCdn).toBe(false);
    privateDataset.close();
  });
});
