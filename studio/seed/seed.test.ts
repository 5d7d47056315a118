// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import sharp from 'sharp';
import { createWorkspaceFromConfig, validateDocument, type SanityClient, type SanityDocument } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../sanity.config.ts';
import { collectRefs, imagesDir, readSeedDataset } from './seed-dataset.ts';

const documents = readSeedDataset();
const byId = new Map(documents.map((doc) => [doc._id, doc]));
const contentDocs = documents.filter((doc) => !doc._type.startsWith('sanity.'));
const assets = documents.filter((doc) => doc._type === 'sanity.imageAsset');

/** Just enough of a Sanity client for the Studio's validators (slug uniqueness, references), answered by groq-js. */
function fakeClient(): SanityClient {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
    withConfig: () => client,
    config: () => ({
      projectId: 'placeholder',
      dataset: 'production',
      apiVersion: '2025-02-19',
      url: 'https://placeholder.api.sanity.io/v2025-02-19',
    }),
  };
  return client as unknown as SanityClient;
}

type Workspace = Awaited<ReturnType<typeof createWorkspaceFromConfig>>;
let workspace: Workspace;

beforeAll(async () => {
  workspace = await createWorkspaceFromConfig({
    ...config,
    currentUser: { id: 'seed-test', name: 'Seed test', email: 'seed@test.invalid', role: 'administrator', roles: [] },
    getClient: () => fakeClient(),
  });
});

async function errorsOf(document: SanityDocument, level: 'error' | 'warning' = 'error') {
  const markers = await validateDocument({
    document,
    workspace,
    getClient: () => fakeClient(),
    getDocumentExists: async ({ id }) => byId.has(id),
    // 'cli' downgrades every object-level rule to a warning (it appends an unknown-fields check); the Studio does not.
    environment: 'studio',
  });
  return markers.filter((marker) => marker.level === level).map((m) => `${m.path.join('.')}: ${m.message}`);
}

describe('seed dataset', () => {
  it('has the documents the site needs', () => {
    const count = (type: string) => contentDocs.filter((doc) => doc._type === type).length;
    expect(count('siteSettings')).toBe(1);
    expect(count('vacancy')).toBe(4);
    expect(count('testimonial')).toBeGreaterThanOrEqual(6);
    expect(count('partnerLogo')).toBe(8);
    expect(count('classPhoto')).toBe(8);
    expect(contentDocs.filter((doc) => doc._type === 'destinationGuide').map((doc) => doc.slug)).toEqual(['hong-kong', 'macau']);
  });

  it.each(contentDocs.map((doc) => [doc._id, doc] as const))('%s passes the Studio validation', async (_id, doc) => {
    expect(await errorsOf(doc as unknown as SanityDocument)).toEqual([]);
  });

  it('marks the example licence the seed ships with, and not a real one (issue 42)', async () => {
    const settings = contentDocs.find((doc) => doc._type === 'siteSettings')!;
    const warnings = await errorsOf(settings as unknown as SanityDocument, 'warning');
    expect(warnings).toEqual([expect.stringMatching(/^eaLicence: .*example/)]);
    const real = { ...settings, eaLicence: '12345' };
    expect(await errorsOf(real as unknown as SanityDocument, 'warning')).toEqual([]);
  });

  it('validation catches a broken document (the check itself works)', async () => {
    const vacancy = contentDocs.find((doc) => doc._type === 'vacancy')!;
    const broken = { ...vacancy, _id: 'broken', title: { _type: 'localeString', zhHant: '只有中文' }, weeklyTeachingHours: 40 };
    const errors = await errorsOf(broken as unknown as SanityDocument);
    expect(errors.some((e) => e.startsWith('title.en'))).toBe(true);
    expect(errors.some((e) => e.startsWith('weeklyTeachingHours'))).toBe(true);
  });

  it('the Studio warns when applications close less than 6 weeks before the start', async () => {
    const vacancy = contentDocs.find((doc) => doc._type === 'vacancy')!;
    const withClosing = (closingDate: string) =>
      ({ ...vacancy, startDate: '2027-09-01', closingDate }) as unknown as SanityDocument;
    const warning = (gap: string) =>
      `closingDate: Applications close ${gap} before the start date, but a work visa takes 6–12 weeks. Leave at least 6.`;
    expect(await errorsOf(withClosing('2027-07-26'), 'warning')).toEqual([warning('only 5 weeks')]);
    expect(await errorsOf(withClosing('2027-07-26'))).toEqual([]);
    expect(await errorsOf(withClosing('2027-07-21'), 'warning')).toEqual([]);
    expect(await errorsOf(withClosing('2027-09-01'), 'warning')).toEqual([warning('less than a week')]);
    expect(await errorsOf(withClosing('2027-09-02'))).toEqual(['closingDate: Applications must close before the start date.']);
  });

  it('the Studio refuses a second guide for a destination that has one', async () => {
    const guide = contentDocs.find((doc) => doc._type === 'destinationGuide' && doc.slug === 'hong-kong')!;
    const second = { ...guide, _id: 'drafts.another-hong-kong-guide' };
    expect(await errorsOf(second as unknown as SanityDocument)).toEqual([
      'slug: There is already a guide for this destination: edit that one instead.',
    ]);
    // Its own draft is the same guide, not a second one.
    expect(await errorsOf({ ...guide, _id: `drafts.${guide._id}` } as unknown as SanityDocument)).toEqual([]);
  });

  it("the job terms in the settings keep to each region's currency and hours cap", async () => {
    const settings = contentDocs.find((doc) => doc._type === 'siteSettings') as unknown as {
      jobTerms: { hongKong: object; macau: object };
    };
    const { hongKong, macau } = settings.jobTerms;
    const broken = {
      ...settings,
      _id: 'broken-settings',
      jobTerms: {
        ...settings.jobTerms,
        hongKong: { ...hongKong, salary: { _type: 'salaryRange', currency: 'MOP', min: 1, max: 1 } },
        macau: { ...macau, maxTeachingHoursPerWeek: 29 },
      },
    };
    expect(await errorsOf(broken as unknown as SanityDocument)).toEqual([
      'jobTerms.hongKong: Jobs in Hong Kong are paid in HKD.',
      'jobTerms.macau: At most 28 teaching hours a week in Macau.',
    ]);
  });

  it('the hiring times of spec section 9, and the hiring steps visitors read state the same times', () => {
    type Range = { min: number; max: number };
    const settings = contentDocs.find((doc) => doc._type === 'siteSettings') as unknown as {
      hiringTimes: { interviewMinutes: number; offerWorkingDays: Range; visaWeeks: Range };
      hiringSteps: { body: { en: string; zhHant: string } }[];
    };
    const { interviewMinutes, offerWorkingDays, visaWeeks } = settings.hiringTimes;
    expect({ interviewMinutes, offerWorkingDays, visaWeeks }).toMatchObject({
      interviewMinutes: 40,
      offerWorkingDays: { min: 3, max: 5 },
      visaWeeks: { min: 6, max: 12 },
    });
    const english = settings.hiringSteps.map((step) => step.body.en).join(' ');
    const chinese = settings.hiringSteps.map((step) => step.body.zhHant).join(' ');
    expect(english).toContain(`about ${interviewMinutes} minutes`);
    expect(english).toContain(`${offerWorkingDays.min} to ${offerWorkingDays.max} working days`);
    expect(english).toContain(`${visaWeeks.min} to ${visaWeeks.max} weeks`);
    expect(chinese).toContain(`${interviewMinutes}分鐘`);
    expect(chinese).toContain(`${offerWorkingDays.min}至${offerWorkingDays.max}個工作天`);
    expect(chinese).toContain(`${visaWeeks.min}至${visaWeeks.max}星期`);
  });

  it('every reference resolves to a document in the dataset', () => {
    const dangling = contentDocs.flatMap((doc) => collectRefs(doc).filter((ref) => !byId.has(ref)).map((ref) => `${doc._id} → ${ref}`));
    expect(dangling).toEqual([]);
  });

  it('every image field has an asset', () => {
    const missing: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
      else if (value && typeof value === 'object') {
        if ((value as { _type?: string })._type === 'accessibleImage' && !(value as { asset?: unknown }).asset) missing.push(where);
        Object.entries(value).forEach(([key, item]) => walk(item, `${where}.${key}`));
      }
    };
    contentDocs.forEach((doc) => walk(doc, doc._id));
    expect(missing).toEqual([]);
  });

  it.each(assets.map((asset) => [asset.originalFilename as string, asset] as const))(
    'image asset %s is a file with the recorded size',
    async (file, asset) => {
      const filePath = path.join(imagesDir, file);
      expect(existsSync(filePath)).toBe(true);
      const { width, height } = await sharp(filePath).metadata();
      const dims = (asset.metadata as { dimensions: { width: number; height: number } }).dimensions;
      expect({ width, height }).toEqual({ width: dims.width, height: dims.height });
      expect(asset._id).toBe(`image-${asset.sha1hash}-${width}x${height}-${asset.extension}`);
    },
  );
});
