// Preview (issue 26): staff see a draft on the real site before publishing it; visitors never do. A server in the
// embedded default with PREVIEW_SECRET serves a dataset file holding drafts: a changed title of a published
// vacancy, a vacancy never published, a vacancy draft that cannot render, and drafts of a guide, a testimonial and
// the site settings.
import { vacanciesQuery } from '@agency/content';
import type { DatasetDocument } from '@agency/seed';
import { expect, test } from '../support/fixtures.ts';
import { portNear, seedDataset, startSiteServer, type SiteServer } from '../support/content-server.ts';
import { inChinese } from './site-support.ts';

const SECRET = 'e2e-preview-secret-0123456789abcdef';
const documents: DatasetDocument[] = seedDataset();
const vacancy = documents.find((doc) => doc._type === 'vacancy')!;
const slug = (vacancy.slug as { current: string }).current;
const published = vacancy.title as { en: string; zhHant: string };
const draftTitle = {
  en: 'Draft: ESL Teacher with a corrected salary',
  zhHant: '草稿：英語教師（已更正薪金）',
};
const newSlug = 'preview-only-teacher-e2e';
const newTitle = { en: 'Never published: Drama Teacher', zhHant: '從未發佈：戲劇老師' };
const drafts: DatasetDocument[] = [
  { ...vacancy, _id: `drafts.${vacancy._id}`, title: { ...published, ...draftTitle } },
  {
    ...vacancy,
    _id: 'drafts.vacancy-preview-only-e2e',
    slug: { _type: 'slug', current: newSlug },
    title: { ...published, ...newTitle },
  },
];
// A region the site does not know: the vacancy page cannot render this draft.
const broken = documents.filter((doc) => doc._type === 'vacancy').at(-1)!;
const brokenSlug = (broken.slug as { current: string }).current;
drafts.push({ ...broken, _id: `drafts.${broken._id}`, region: 'atlantis' });

/** Drafts of the other content types preview too: what each changes, and a page that shows it. */
const otherDrafts = (() => {
  const byType = (type: string) => documents.find((doc) => doc._type === type)!;
  const guide = byType('destinationGuide');
  const testimonial = byType('testimonial');
  const settings = byType('siteSettings');
  const seo = settings.seo as { title: object };
  return [
    {
      kind: 'guide',
      path: '/DestinationGuides/HongKong',
      draft: { ...guide, name: { en: 'Draft guide: Hong Kong', zhHant: '草稿指南：香港' } },
      shows: { en: 'Draft guide: Hong Kong', 'zh-Hant': '草稿指南：香港' },
    },
    {
      kind: 'testimonial',
      path: '/Reviews',
      draft: { ...testimonial, placement: { en: 'Draft placement, Sai Kung', zhHant: '草稿：西貢' } },
      shows: { en: 'Draft placement, Sai Kung', 'zh-Hant': '草稿：西貢' },
    },
    {
      kind: 'home page and site settings',
      path: '/',
      draft: {
        ...settings,
        phone: '+852 0000 1111',
        seo: { ...seo, title: { en: 'Draft site title', zhHant: '草稿網站標題' } },
      },
      shows: { en: 'Draft site title', 'zh-Hant': '草稿網站標題' },
      alsoShows: '+852 0000 1111',
    },
  ].map((item) => ({ ...item, draft: { ...item.draft, _id: `drafts.${item.draft._id}` } }));
})();
drafts.push(...otherDrafts.map((item) => item.draft));

const texts = {
  en: { bar: 'Preview: not published', exit: 'Exit preview', title: 'en' },
  'zh-Hant': { bar: '預覽：尚未發佈', exit: '退出預覽', title: 'zhHant' },
} as const;

let server: SiteServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startSiteServer(portNear(5), {
    dataset: [...documents, ...drafts],
    env: { PREVIEW_SECRET: SECRET },
  });
});
test.afterAll(async () => server?.stop());

const enableUrl = (path: string, secret = SECRET) =>
  `${server.origin}/api/preview/enable?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(path)}`;

for (const lang of ['en', 'zh-Hant'] as const) {
  const inLang = (path: string) => (lang === 'en' ? path : inChinese(path));
  const key = texts[lang].title;

  test(`a draft previews with the bar and exit returns to the published page (${lang})`, async ({ page }) => {
    const path = inLang(`/Vacancies/${slug}`);
    await page.goto(`${server.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published[key]);
    await expect(page.getByText(texts[lang].bar)).toHaveCount(0);
    // The app loads its chunks after the page's load event: let them arrive before leaving (else they abort).
    await page.waitForLoadState('networkidle');

    const response = await page.goto(enableUrl(path));
    expect(new URL(page.url()).pathname).toBe(path);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle[key]);
    const bar = page.getByRole('status').filter({ hasText: texts[lang].bar });
    await expect(bar).toBeVisible();
    await page.waitForLoadState('networkidle');
    // At the end of the page (which grows as its form loads) the bar covers none of the footer.
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(async () => {
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        );
        const footerBottom = await footer.evaluate((f) => f.getBoundingClientRect().bottom);
        return ((await bar.boundingBox())?.y ?? 0) - footerBottom;
      })
      .toBeGreaterThanOrEqual(-1); // sub-pixel rounding
    await expect(bar).toBeInViewport();

    await bar.getByRole('link', { name: texts[lang].exit }).click();
    await expect(page).toHaveURL(`${server.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published[key]);
    await expect(page.getByText(texts[lang].bar)).toHaveCount(0);
  });

  test(`a vacancy never published previews, and its public URL stays 404 (${lang})`, async ({
    page,
    request,
    pageProblems,
  }) => {
    const path = inLang(`/Vacancies/${newSlug}`);
    expect((await request.get(`${server.origin}${path}`)).status()).toBe(404);
    await page.goto(enableUrl(path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle[key]);
    await expect(page.getByRole('status').filter({ hasText: texts[lang].bar })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Leaving preview shows the public page: 404 (the vacancy was never published).
    pageProblems.allowFailure(path);
    await page.getByRole('link', { name: texts[lang].exit }).click();
    await expect(page.getByRole('heading', { level: 1, name: newTitle[key] })).toHaveCount(0);
    expect((await request.get(`${server.origin}${path}`)).status()).toBe(404);
  });
}

test('guides, testimonials, the home page and site settings preview in both languages', async ({
  playwright,
  request,
}) => {
  const staff = await playwright.request.newContext();
  expect((await staff.get(enableUrl('/'), { maxRedirects: 0 })).status()).toBe(303);
  for (const item of otherDrafts) {
    for (const lang of ['en', 'zh-Hant'] as const) {
      const path = lang === 'en' ? item.path : inChinese(item.path);
      const preview = await (await staff.get(`${server.origin}${path}`)).text();
      expect(preview, `${item.kind} ${lang}`).toContain(item.shows[lang]);
      expect(preview).toContain(texts[lang].bar);
      if (item.alsoShows) expect(preview).toContain(item.alsoShows);
      const visitor = await (await request.get(`${server.origin}${path}`)).text();
      expect(visitor, `${item.kind} ${lang}`).not.toContain(item.shows[lang]);
      if (item.alsoShows) expect(visitor).not.toContain(item.alsoShows);
    }
  }
  await staff.dispose();
});

test('a draft that fails to render shows staff the error in preview; the public page is untouched', async ({
  playwright,
  request,
  page,
  pageProblems,
}) => {
  const path = `/Vacancies/${brokenSlug}`;
  pageProblems.allowFailure(path);
  const response = await page.goto(enableUrl(path));
  expect(response?.status()).toBe(500);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This draft cannot be shown');
  const bar = page.getByRole('status').filter({ hasText: texts.en.bar });
  await expect(bar.getByRole('link', { name: texts.en.exit })).toBeVisible();
  // The error itself, so staff know which field to fix.
  await expect(page.locator('pre')).not.toBeEmpty();
  // Visitors (and a staff member's other pages) are unaffected.
  const visitor = await request.get(`${server.origin}${path}`);
  expect(visitor.status()).toBe(200);
  expect(await visitor.text()).toContain((broken.title as { en: string }).en);
  const staff = await playwright.request.newContext({ storageState: await page.context().storageState() });
  expect((await staff.get(`${server.origin}/Vacancies/${slug}`)).status()).toBe(200);
  await staff.dispose();
});

test('visual editing loads only in preview: a visitor’s pages fetch none of it', async ({
  page,
  context,
}) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  const stylesheets: { url: string; body: Promise<string> }[] = [];
  context.on('response', (response) => {
    const type = response.request().resourceType();
    const loaded = { url: response.url(), body: response.text().catch(() => '') };
    if (type === 'script') scripts.push(loaded);
    if (type === 'stylesheet') stylesheets.push(loaded);
  });
  // Sanity UI's stylesheet (its `[data-ui=…]` rules) comes with the overlays, never in the site's own stylesheet.
  const sanityUiCss = (body: string) => body.includes('[data-ui=');
  for (const path of ['/', `/Vacancies/${slug}`, inChinese('/Reviews')]) {
    await page.goto(`${server.origin}${path}`);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) {
    expect(script.url).not.toMatch(/visual-editing/);
    // The library's own overlay element name: no byte of it in what visitors load.
    expect(await script.body, script.url).not.toContain('sanity-visual-editing');
  }
  await expect(page.locator('[data-sanity]')).toHaveCount(0);
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const stylesheet of stylesheets)
    expect(sanityUiCss(await stylesheet.body), stylesheet.url).toBe(false);

  // A preview opened directly (no Studio around it) has the edit targets but no overlays to open them with.
  scripts.length = 0;
  await page.goto(enableUrl(`/Vacancies/${slug}`));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1 [data-sanity]')).toHaveAttribute(
    'data-sanity',
    `id=${vacancy._id};type=vacancy;path=title.en;base=%2F`,
  );
  expect(scripts.map((script) => script.url).filter((url) => /visual-editing/.test(url))).toEqual([]);

  // The Presentation tool's "open preview" window (a window with an opener) loads the overlays.
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => window.open(url), `${server.origin}/Vacancies/${slug}`),
  ]);
  await popup.waitForResponse((response) => /\/assets\/visual-editing-[^/]+\.js$/.test(response.url()));
  await expect(popup.locator('h1 [data-sanity]')).toBeVisible();
  // The overlays fetch their stylesheet after their script runs, possibly after the network first falls idle:
  // look again until it has come.
  await expect
    .poll(async () =>
      (await Promise.all(scripts.map((script) => script.body))).some((body) =>
        body.includes('sanity-visual-editing'),
      ),
    )
    .toBe(true);
  await expect
    .poll(
      async () => (await Promise.all(stylesheets.map((stylesheet) => stylesheet.body))).some(sanityUiCss),
      {
        message: 'the overlays link Sanity UI’s stylesheet',
      },
    )
    .toBe(true);
  await popup.close();
});

test('public and preview renders of the same page at the same moment: the public HTML never shows the draft', async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext();
  const staff = await playwright.request.newContext();
  const path = `/Vacancies/${slug}`;
  const enabled = await staff.get(enableUrl(path), { maxRedirects: 0 });
  expect(enabled.status()).toBe(303);
  expect(enabled.headers()['set-cookie']).toMatch(
    /^agency-preview=[^;]+; Path=\/; HttpOnly; Max-Age=3600; SameSite=Lax$/,
  );
  for (let round = 0; round < 3; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? staff : visitor).get(`${server.origin}${path}?round=${round}`),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      const html = await answer.text();
      if (i % 2) expect(html).toContain(draftTitle.en);
      else {
        expect(html).toContain(published.en);
        expect(html).not.toContain(draftTitle.en);
        expect(html).not.toContain('Preview: not published');
      }
    }
  }
  await visitor.dispose();
  await staff.dispose();
});

test('a wrong, old or missing secret gets a 401 page; a redirect off the site is refused', async ({
  request,
}) => {
  for (const url of [
    enableUrl('/Vacancies', 'wrong-secret'),
    `${server.origin}/api/preview/enable?redirect=/Vacancies`,
  ]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status()).toBe(401);
    expect(await response.text()).toContain('This preview link is not valid');
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
  // A cookie that expired (or was made up) is no preview.
  const old = await request.get(`${server.origin}/Vacancies/${slug}`, {
    headers: { cookie: 'agency-preview=1000.forged' },
  });
  expect(await old.text()).not.toContain(draftTitle.en);
  for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
    const response = await request.get(enableUrl(redirect), { maxRedirects: 0 });
    expect(response.status(), redirect).toBe(400);
    expect(await response.text()).toContain('can only open a page of this site');
  }
});

test('the content endpoint answers drafts only to requests carrying the preview token', async ({
  request,
}) => {
  const url = `${server.origin}/v2025-02-19/data/query/production?query=${encodeURIComponent(vacanciesQuery)}&perspective=drafts`;
  expect((await request.get(url)).status()).toBe(401);
  const enabled = await request.get(enableUrl('/'), { maxRedirects: 0 });
  const cookie = /agency-preview=[^;]+/.exec(enabled.headers()['set-cookie'] ?? '')?.[0] ?? '';
  const answer = await request.get(url, { headers: { cookie } });
  expect(answer.status()).toBe(200);
  const titles = (await answer.json()).result.map((v: { title: { en: string } }) => v.title.en);
  expect(titles).toEqual(expect.arrayContaining([draftTitle.en, newTitle.en]));
});
