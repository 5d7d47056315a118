// Remote mode, proven offline: a second server configured with a Sanity project (SANITY_PROJECT_ID, SANITY_DATASET)
// whose API host (SANITY_API_HOST) is the first server renders the first one's content, also after an edit plus a
// webhook. This is how a hosted Sanity project drives the site; the first server stands in for Sanity's API.
import { vacanciesQuery } from '@agency/content';
import type { DatasetDocument } from '@agency/seed';
import { expect, test } from '../support/fixtures.ts';
import {
  portNear,
  seedDataset,
  sendWebhook,
  startSiteServer,
  writeDataset,
  type SiteServer,
} from '../support/content-server.ts';

let content: SiteServer;
let site: SiteServer;
const documents: DatasetDocument[] = seedDataset();
const vacancy = documents.find((doc) => doc._type === 'vacancy')!;
const slug = (vacancy.slug as { current: string }).current;
const originalTitle = (vacancy.title as { en: string }).en;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  content = await startSiteServer(portNear(2), { dataset: documents });
  site = await startSiteServer(portNear(3), {
    env: { SANITY_PROJECT_ID: 'e2e-project', SANITY_DATASET: 'production', SANITY_API_HOST: content.origin },
  });
});
test.afterAll(async () => {
  await site?.stop();
  await content?.stop();
});

test('the second server’s HTML carries the first server’s content', async ({ request }) => {
  const list = await request.get(`${site.origin}/Vacancies`);
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain(originalTitle);
  const detail = await request.get(`${site.origin}/zh-hant/Vacancies/${slug}`);
  expect(detail.status()).toBe(200);
  expect(await detail.text()).toContain((vacancy.title as { zhHant: string }).zhHant);
  // The query endpoint forwards the site's queries to the project through @sanity/client.
  const query = await request.get(
    `${site.origin}/v2025-02-19/data/query/production?query=${encodeURIComponent(vacanciesQuery)}`,
  );
  expect((await query.json()).result.map((v: { slug: string }) => v.slug)).toContain(slug);
});

test('an edit published in the project reaches the second server’s HTML after the webhook', async ({
  request,
}) => {
  const edited = documents.map((doc) =>
    doc._id === vacancy._id
      ? { ...doc, title: { ...(doc.title as object), en: 'Edited in the Studio' } }
      : doc,
  );
  writeDataset(content.datasetFile, edited);
  // The first server re-reads its dataset; the site re-renders its pages.
  expect(await sendWebhook(request, content.origin, { _id: vacancy._id, _type: 'vacancy' })).toBe(200);
  expect(await sendWebhook(request, site.origin, { _id: vacancy._id, _type: 'vacancy' })).toBe(200);
  for (const path of ['/Vacancies', `/Vacancies/${slug}`]) {
    const html = await (await request.get(`${site.origin}${path}`)).text();
    expect(html, path).toContain('Edited in the Studio');
    expect(html, path).not.toContain(originalTitle);
  }
  expect(await (await request.get(`${site.origin}/sitemap.xml`)).text()).toContain(`/Vacancies/${slug}`);
});

test('with the project unreachable, pages that rendered before keep their last good HTML', async ({
  request,
}) => {
  await content.stop();
  expect(await sendWebhook(request, site.origin, { _id: vacancy._id, _type: 'vacancy' })).toBe(200);
  const list = await request.get(`${site.origin}/Vacancies`);
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain('Edited in the Studio');
});
