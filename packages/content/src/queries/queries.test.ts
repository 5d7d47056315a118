import { describe, expect, it } from 'vitest';
import { seedContent, seedDocuments } from '../test/seed-content.ts';
import { localize } from '../localize.ts';
import {
  aboutUsQuery,
  classPhotosQuery,
  destinationGuideQuery,
  legalTextsQuery,
  pageImageQuery,
  partnerLogosQuery,
  regionVacancyDatesQuery,
  siteSettingsQuery,
  testimonialsQuery,
  vacanciesQuery,
  vacancyBySlugQuery,
} from './index.ts';
import { PAGE_IMAGE_NAMES } from './site-settings.ts';

const content = seedContent();

/** An image as every query projects it: an asset with its intrinsic size and alt text in both languages. */
function expectImage(
  image: {
    asset: { _id: string; width: number | null; height: number | null } | null;
    alt: { en: string };
  } | null,
) {
  expect(image?.asset?._id).toMatch(/^image-[a-f0-9]{40}-\d+x\d+-(jpg|png)$/);
  expect(image?.asset?.width).toBeGreaterThan(0);
  expect(image?.asset?.height).toBeGreaterThan(0);
  expect(image?.alt.en.length).toBeGreaterThan(5);
}

describe('queries on the seed dataset', () => {
  it('vacanciesQuery: the four Hong Kong vacancies of the spec, newest start date first', async () => {
    const vacancies = await content.fetch(vacanciesQuery);
    expect(vacancies.map((v) => v.startDate)).toEqual([
      '2026-09-01',
      '2026-08-31',
      '2026-01-19',
      '2026-01-05',
    ]);
    expect(new Set(vacancies.map((v) => v.region))).toEqual(new Set(['hong-kong']));
    for (const v of vacancies) {
      expect(v.salary.currency).toBe('HKD');
      expect(v.weeklyTeachingHours).toBeLessThanOrEqual(26);
      expect(localize(v.title, 'zh-Hant')).not.toBe(localize(v.title, 'en'));
      expect(v.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('regionVacancyDatesQuery: only the dates of the vacancies in a region not marked filled', async () => {
    const dates = await content.fetch(regionVacancyDatesQuery, { region: 'hong-kong' });
    const vacancies = await content.fetch(vacanciesQuery);
    expect(dates.map((v) => v.startDate).sort()).toEqual(vacancies.map((v) => v.startDate).sort());
    expect(Object.keys(dates[0] ?? {}).sort()).toEqual(['closingDate', 'startDate']);
    expect(await content.fetch(regionVacancyDatesQuery, { region: 'macau' })).toEqual([]);
  });

  it('vacancyBySlugQuery: one vacancy with its full description; null for an unknown slug', async () => {
    const slugs = (await content.fetch(vacanciesQuery)).map((v) => v.slug);
    expect(slugs).toHaveLength(4);
    const vacancy = await content.fetch(vacancyBySlugQuery, { slug: slugs[0]! });
    expect(vacancy?.slug).toBe(slugs[0]);
    expect(vacancy?.description.en.length).toBeGreaterThan(3);
    expect(vacancy?.description.zhHant?.length).toBeGreaterThan(3);
    expect(await content.fetch(vacancyBySlugQuery, { slug: 'no-such-job' })).toBeNull();
  });

  it('siteSettingsQuery: the constants of spec sections 1 and 9 (the hiring times: studio/seed/seed.test.ts)', async () => {
    const s = await content.fetch(siteSettingsQuery);
    expect(s).not.toBeNull();
    const { jobTerms } = s!;
    expect(s!.foundedYear).toBe(2016);
    expect(jobTerms.hongKong.salary).toMatchObject({ currency: 'HKD', min: 24000, max: 24000 });
    expect(jobTerms.macau.salary).toMatchObject({ currency: 'MOP', min: 21000, max: 22000 });
    expect(jobTerms.classSize).toMatchObject({ min: 4, max: 12 });
    expect(jobTerms.hongKong.maxTeachingHoursPerWeek).toBe(26);
    expect(jobTerms.macau.maxTeachingHoursPerWeek).toBe(28);
    expect(jobTerms.macau.intakesPerYear).toBe(4);
    expect(jobTerms).toMatchObject({
      placementYears: 1,
      daysOffPerWeek: 2,
      replacementGuaranteeMonths: 1,
      teflMinHours: 120,
      teflModules: 13,
    });
    expect(localize(jobTerms.replacementConditions, 'en')).toBe('T&Cs apply');
    expect(s!.hiringSteps).toHaveLength(6);
    expect(localize(s!.passportNote, 'en')).toMatch(/passport.*visa eligibility/);
    expect(s!.offices.map((o) => localize(o.name, 'en'))).toEqual([
      'Hong Kong office',
      'South Africa office',
    ]);
    expect(s!.phone).toMatch(/^\+852/);
    expect(s!.email).toContain('@');
    expect(localize(s!.copyright, 'en')).toMatch(/^© \{year\} /);
    // Only the pages that show them load these; they are not in the settings every page carries.
    expect(s).not.toHaveProperty('aboutUs');
    expect(s).not.toHaveProperty('pageImages');
    expect(s).not.toHaveProperty('privacyStatement');
  });

  it('legalTextsQuery: the Privacy Statement and Terms of Use, rich text in both languages', async () => {
    const legal = await content.fetch(legalTextsQuery);
    for (const text of [legal?.privacyStatement, legal?.termsOfUse]) {
      expect(text?.en.length).toBeGreaterThan(0);
      expect(text?.zhHant?.length).toBeGreaterThan(0);
    }
  });

  it('pageImageQuery: each of the five pages with a large image has one, with its size and alt text', async () => {
    const images = await Promise.all(PAGE_IMAGE_NAMES.map((page) => content.fetch(pageImageQuery, { page })));
    for (const image of images) expectImage(image);
    expect(new Set(images.map((image) => image?.asset?._id)).size).toBe(PAGE_IMAGE_NAMES.length);
    expect(await content.fetch(pageImageQuery, { page: 'contact' })).toBeNull();
  });

  it('aboutUsQuery: the About Us text in both languages, founded 2016', async () => {
    const aboutUs = await content.fetch(aboutUsQuery);
    const text = (lang: 'en' | 'zh-Hant') =>
      (localize(aboutUs, lang) ?? [])
        .flatMap((block) => ('children' in block ? (block.children ?? []) : []))
        .map((span) => ('text' in span ? span.text : ''))
        .join(' ');
    expect(text('en')).toMatch(/2016/);
    expect(text('zh-Hant')).toMatch(/2016/);
    expect(text('zh-Hant')).toMatch(/\p{Script=Han}/u);
  });

  it('destinationGuideQuery: both guides in full, with the spec cost-of-living figures', async () => {
    const hk = await content.fetch(destinationGuideQuery, { slug: 'hong-kong' });
    const macau = await content.fetch(destinationGuideQuery, { slug: 'macau' });
    expect(hk?.livingCosts).toMatchObject({
      rent: { currency: 'HKD', min: 6000, max: 10500 },
      depositMonths: 1,
      ownApartmentDepositMonths: 3,
    });
    expect(macau?.livingCosts.rent).toMatchObject({ currency: 'HKD', min: 6000, max: 7500 });
    for (const guide of [hk!, macau!]) {
      expectImage(guide.heroImage);
      for (const section of [
        guide.sights,
        guide.cuisine,
        guide.weather,
        guide.transport,
        guide.airports,
        guide.costOfLiving,
      ]) {
        expect(section.body.en.length).toBeGreaterThan(0);
        expect(section.body.zhHant?.length).toBeGreaterThan(0);
        expectImage(section.image);
      }
    }
    expect(await content.fetch(destinationGuideQuery, { slug: 'tokyo' })).toBeNull();
  });

  it('testimonialsQuery, partnerLogosQuery, classPhotosQuery: ordered, with images', async () => {
    const testimonials = await content.fetch(testimonialsQuery);
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    for (const t of testimonials) {
      expect(t.honorific).toMatch(/^(Ms|Mr|Mrs|Dr)\.$/);
      expectImage(t.photo);
      expectImage(t.hoverPhoto);
    }
    const logos = await content.fetch(partnerLogosQuery);
    expect(logos).toHaveLength(8);
    logos.forEach((logo) => expectImage(logo.logo));
    const photos = await content.fetch(classPhotosQuery);
    expect(photos).toHaveLength(8);
    photos.forEach((photo) => expectImage(photo.image));
    expect(localize(photos[0]!.caption, 'zh-Hant')).toBeTruthy();
  });

  it('never returns drafts', async () => {
    const published = seedDocuments();
    const vacancy = published.find((doc) => doc._type === 'vacancy')!;
    const draft = { ...vacancy, _id: `drafts.${vacancy._id}`, title: { en: 'DRAFT', zhHant: 'DRAFT' } };
    const withDraft = seedContent([...published, draft]);
    const titles = (await withDraft.fetch(vacanciesQuery)).map((v) => v.title.en);
    expect(titles).toHaveLength(4);
    expect(titles).not.toContain('DRAFT');
  });

  it('rejects a malformed query with groq-js’s message', async () => {
    await expect(content.fetch('*[_type == "vacancy"')).rejects.toThrow(/./);
  });
});
