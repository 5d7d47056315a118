// Publishing in the Studio reaches the public site: a vacancy added to the dataset and announced by a signed webhook
// appears in the list and on its own page; marked filled, or past its closing date, it leaves them. Both languages.
// An eligibility rule edited and published changes the checker's outcome.
import type { DatasetDocument } from '@agency/seed';
import { expect, test } from '../support/fixtures.ts';
import {
  dayFromToday,
  portNear,
  seedDataset,
  sendWebhook,
  startSiteServer,
  writeDataset,
  type SiteServer,
} from '../support/content-server.ts';
import { waitForHydration } from './pages-support.ts';
import { inChinese } from './site-support.ts';

const slug = 'english-teacher-taipa-e2e';
const title = { en: 'English Teacher, Taipa (just published)', zhHant: '英語教師（氹仔，剛發佈）' };
const listed = { en: title.en, 'zh-Hant': title.zhHant };

let server: SiteServer;
const documents: DatasetDocument[] = seedDataset();

function newVacancy(fields: Record<string, unknown> = {}): DatasetDocument {
  const template = documents.find((doc) => doc._type === 'vacancy')!;
  return {
    ...template,
    _id: 'vacancy-taipa-e2e',
    _createdAt: new Date().toISOString(),
    title: { _type: 'localeString', ...title },
    slug: { _type: 'slug', current: slug },
    region: 'macau',
    salary: { _type: 'salaryRange', currency: 'MOP', min: 21000, max: 22000 },
    startDate: dayFromToday(45),
    closingDate: null,
    filled: false,
    ...fields,
  };
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startSiteServer(portNear(1), { dataset: documents });
});
test.afterAll(async () => server?.stop());

const pathsIn = (lang: 'en' | 'zh-Hant', path: string) => (lang === 'en' ? path : inChinese(path));

test('a vacancy published after the build appears in the list and on its own page, in both languages', async ({
  page,
  request,
}) => {
  expect((await request.get(`${server.origin}/Vacancies/${slug}`)).status()).toBe(404);
  writeDataset(server.datasetFile, [...documents, newVacancy()]);
  expect(await sendWebhook(request, server.origin, { _id: 'vacancy-taipa-e2e', _type: 'vacancy' })).toBe(200);

  for (const lang of ['en', 'zh-Hant'] as const) {
    await page.goto(`${server.origin}${pathsIn(lang, '/Vacancies')}`);
    const macau = page.getByRole('tab', { name: lang === 'en' ? 'Macau' : '澳門' });
    await waitForHydration(macau);
    await macau.click();
    const link = page.getByRole('link', { name: listed[lang] });
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: listed[lang] })).toBeVisible();
    // What crawlers and job boards get: the page's own HTML, with its JobPosting.
    const response = await request.get(`${server.origin}${pathsIn(lang, `/Vacancies/${slug}`)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const jobPosting = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(jobPosting).toMatchObject({ '@type': 'JobPosting', title: listed[lang] });
    expect(jobPosting.validThrough).toMatch(new RegExp(`^${dayFromToday(45)}T23:59:59`));
  }
  const sitemap = await (await request.get(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/Vacancies/${slug}`);
  expect(sitemap).toContain(`/zh-hant/Vacancies/${slug}`);
});

test('a vacancy marked filled leaves the list, the sitemap and JobPosting; its page says so', async ({
  page,
  request,
  pageProblems,
}) => {
  // Its page answers 410 Gone, as it should.
  pageProblems.allowFailure(`/Vacancies/${slug}`);
  writeDataset(server.datasetFile, [...documents, newVacancy({ filled: true })]);
  expect(await sendWebhook(request, server.origin, { _id: 'vacancy-taipa-e2e', _type: 'vacancy' })).toBe(200);

  for (const lang of ['en', 'zh-Hant'] as const) {
    await page.goto(`${server.origin}${pathsIn(lang, '/Vacancies')}`);
    // The only Macau vacancy is gone: the Macau tab has nothing to show.
    await expect(page.getByRole('tab', { name: lang === 'en' ? 'Macau' : '澳門' })).toBeDisabled();
    await expect(page.getByRole('link', { name: listed[lang] })).toHaveCount(0);
    // Leaving while the page still loads its lazy parts would abort them (reported as failed requests).
    await page.waitForLoadState('networkidle');
    const url = `${server.origin}${pathsIn(lang, `/Vacancies/${slug}`)}`;
    const html = await request.get(url);
    expect(html.status()).toBe(410);
    expect(await html.text()).not.toContain('application/ld+json');
  }
  await page.goto(`${server.origin}/Vacancies/${slug}`);
  // The page's notice (the job-alert form below has a status line of its own).
  const notice = page.getByRole('status').filter({ hasText: 'no longer open' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'open vacancies' })).toHaveAttribute('href', '/Vacancies');
  await expect(notice.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/ContactUs');
  expect(await (await request.get(`${server.origin}/sitemap.xml`)).text()).not.toContain(slug);
});

test('a vacancy whose closing date has passed is closed, though not marked filled', async ({ request }) => {
  writeDataset(server.datasetFile, [...documents, newVacancy({ closingDate: dayFromToday(-1) })]);
  expect(await sendWebhook(request, server.origin, { _id: 'vacancy-taipa-e2e', _type: 'vacancy' })).toBe(200);
  const response = await request.get(`${server.origin}/zh-hant/Vacancies/${slug}`);
  expect(response.status()).toBe(410);
  expect(await response.text()).toContain('不再接受申請');
  expect(await (await request.get(`${server.origin}/Vacancies`)).text()).not.toContain(
    `href="/Vacancies/${slug}"`,
  );
});

test('an eligibility rule edited in the Studio and published changes the outcome', async ({
  page,
  request,
}) => {
  const url = `${server.origin}/Eligibility?english=native-passport&degree=other&tefl=under-120`;
  // The outcome the server renders for one route (the page's HTML, as a visitor without JavaScript gets it).
  const kindergartenOutcome = async () =>
    /<article[^>]*"route-eligibility-hong-kong-kindergartens"[^>]*data-outcome="(\w+)"/.exec(
      await (await request.get(url)).text(),
    )?.[1];
  const publish = async (dataset: DatasetDocument[]) => {
    writeDataset(server.datasetFile, dataset);
    const route = { _id: 'eligibility-hong-kong-kindergartens', _type: 'eligibilityRoute' };
    expect(await sendWebhook(request, server.origin, route)).toBe(200);
  };
  await publish(documents);
  await expect.poll(kindergartenOutcome).toBe('notYet');

  // Staff relax the kindergartens' TEFL rule to any certificate.
  const edited = documents.map((doc) =>
    doc._id === 'eligibility-hong-kong-kindergartens'
      ? {
          ...doc,
          requirements: (doc.requirements as { criterion: string }[]).map((requirement) =>
            requirement.criterion === 'tefl' ? { ...requirement, teflMinHours: null } : requirement,
          ),
        }
      : doc,
  );
  await publish(edited);
  // The page follows the publish within seconds (the server's cache is dropped, the next request renders anew).
  await expect.poll(kindergartenOutcome, { timeout: 10_000 }).toBe('meets');
  await page.goto(url);
  await expect(
    page.getByRole('article', { name: 'Hong Kong kindergartens' }).getByText('Meets', { exact: true }),
  ).toBeVisible();
});
