// Preview in remote mode (issue 26), proven offline: the site is configured with a Sanity project (SANITY_PROJECT_ID,
// SANITY_API_HOST, SANITY_API_READ_TOKEN) whose API is a first, embedded server holding a draft. Between them sits
// a recording stand-in for the one part of Sanity's API the first server does not have: the preview-URL secrets
// the Studio's Presentation tool writes (the `sanity.previewUrlSecret` documents @sanity/preview-url-secret reads).
// Preview reads drafts through @sanity/client with the token; public renders never carry it.
import { createServer, type Server } from 'node:http';
import type { DatasetDocument } from '@agency/seed';
import { expect, test } from '../support/fixtures.ts';
import { portNear, seedDataset, startSiteServer, type SiteServer } from '../support/content-server.ts';
import { inChinese } from './site-support.ts';

const documents: DatasetDocument[] = seedDataset();
const vacancy = documents.find((doc) => doc._type === 'vacancy')!;
const slug = (vacancy.slug as { current: string }).current;
const published = vacancy.title as { en: string; zhHant: string };
const draftTitle = { en: 'Remote draft: a corrected salary', zhHant: '遠端草稿：已更正薪金' };
const CONTENT_SECRET = 'e2e-remote-content-secret-0123456789';
/** The secret the Studio's Presentation tool wrote into the dataset when it opened the preview. */
const STUDIO_SECRET = 'e2e-studio-preview-secret';

interface Seen {
  path: string;
  perspective: string;
  token: boolean;
}

let content: SiteServer;
let site: SiteServer;
let standIn: Server;
const seen: Seen[] = [];

/** Sanity's API as the site sees it: the first server's query endpoint, plus the Studio's preview secrets. */
function startStandIn(port: number, upstream: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', upstream);
    const authorization = request.headers.authorization;
    seen.push({
      path: url.pathname,
      perspective: url.searchParams.get('perspective') ?? 'published',
      token: authorization !== undefined,
    });
    const query = url.searchParams.get('query') ?? '';
    if (query.includes('sanity.previewUrlSecret')) {
      // Sanity answers these only to a token; the secret is valid for an hour after the Studio wrote it.
      const secret = JSON.parse(url.searchParams.get('$secret') ?? 'null');
      const written = { _id: 'drafts.e2e-secret', _updatedAt: new Date().toISOString() };
      const result =
        authorization && secret === STUDIO_SECRET
          ? { private: { ...written, secret, studioUrl: 'http://studio.e2e.invalid' }, public: null }
          : { private: null, public: null };
      response.writeHead(authorization ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ query, result, ms: 0 }));
      return;
    }
    const answer = await fetch(url, { headers: authorization ? { authorization } : {} });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  content = await startSiteServer(portNear(6), {
    dataset: [
      ...documents,
      { ...vacancy, _id: `drafts.${vacancy._id}`, title: { ...published, ...draftTitle } },
    ],
    env: { PREVIEW_SECRET: CONTENT_SECRET },
  });
  // The viewer token: a preview token of the first server (what its endpoint accepts for drafts).
  const enabled = await fetch(`${content.origin}/api/preview/enable?secret=${CONTENT_SECRET}&redirect=/`, {
    redirect: 'manual',
  });
  const token = /agency-preview=([^;]+)/.exec(enabled.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('the content server issued no preview token');
  standIn = await startStandIn(portNear(7), content.origin);
  site = await startSiteServer(portNear(8), {
    env: {
      SANITY_PROJECT_ID: 'e2e-project',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: `http://127.0.0.1:${portNear(7)}`,
      SANITY_API_READ_TOKEN: token,
    },
  });
});
test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => standIn?.close(resolve));
  await content?.stop();
});

test('the Studio’s preview link shows the draft through the project’s API; public renders carry no token', async ({
  page,
  request,
}) => {
  const path = `/Vacancies/${slug}`;
  // Every read so far was a public render's: the warm-up's (which may have rendered this page already, so that
  // the request below is served from the page cache) and this request's.
  expect(await (await request.get(`${site.origin}${path}`)).text()).toContain(published.en);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((s) => s.token)).toEqual([]);

  // A wrong secret (one the Studio never wrote) is refused.
  const refused = await request.get(
    `${site.origin}/api/preview/enable?sanity-preview-secret=made-up&sanity-preview-pathname=${path}`,
    { maxRedirects: 0 },
  );
  expect(refused.status()).toBe(401);

  // As the Presentation tool opens the site: its own parameter names.
  seen.length = 0;
  const enable = `${site.origin}/api/preview/enable?sanity-preview-secret=${STUDIO_SECRET}&sanity-preview-pathname=`;
  await page.goto(`${enable}${encodeURIComponent(inChinese(path))}`);
  expect(new URL(page.url()).pathname).toBe(inChinese(path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle.zhHant);
  await expect(page.getByRole('status').filter({ hasText: '預覽：尚未發佈' })).toBeVisible();
  // The secret check and the drafts went with the token; nothing published did.
  expect(seen.filter((s) => s.perspective === 'drafts').length).toBeGreaterThan(0);
  for (const request of seen) {
    expect(request.token, JSON.stringify(request)).toBe(request.perspective !== 'published');
  }

  // Meanwhile a visitor still gets the published page, rendered without the token.
  seen.length = 0;
  const visitor = await request.get(`${site.origin}${path}?utm_source=e2e-remote`);
  expect(await visitor.text()).not.toContain(draftTitle.en);
  expect(seen.filter((s) => s.token)).toEqual([]);
  await page.waitForLoadState('networkidle');
});
