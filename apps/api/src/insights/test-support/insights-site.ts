// A site with insights, as app.ts wires it (the site's pages from the test bundle, the events route), on a test
// database of its own (SQLite, or Postgres in the postgres project), for the insights tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../database/database.ts';
import { openTestDatabase } from '../../database/test-support/test-database.ts';
import { createSitePages } from '../../site/site-pages.ts';
import { staticSite } from '../../site/static-site.ts';
import { testBundle } from '../../site/test-bundle.ts';
import { createInsights, type Insights } from '../insights-plugin.ts';
import type { Sighting } from '../sightings.ts';

export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** One browser's page view of `url` at `at`, as the site's hook keeps it. */
export const viewOf = (url: string, at = 0, extra: Partial<Sighting> = {}): Sighting => ({
  at,
  client: '203.0.113.7',
  site: 'www.agency.example',
  facts: { userAgent: BROWSER, secGpc: undefined, dnt: undefined, cookie: undefined },
  kind: 'view',
  url,
  referer: undefined,
  ...extra,
});

export interface InsightsSite {
  app: FastifyInstance;
  database: Database;
  insights: Insights;
  close(): Promise<void>;
}

export async function startInsightsSite(): Promise<InsightsSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-'));
  const database = await openTestDatabase(path.join(dir, 'forms.db'));
  const app = Fastify();
  const insights = createInsights(database, app.log, { flushMs: 60_000 });
  const pages = createSitePages({
    bundle: testBundle(),
    fetch: async () => 'Title',
    log: app.log,
    siteOrigin: () => 'https://www.agency.example',
  });
  app.get('/api/test/me', async () => 'me');
  await app.register(insights.eventsRoute, { buffer: insights.buffer });
  await app.register(staticSite, { root: dir, pages, onPageView: insights.pageView });
  await app.ready();
  return {
    app,
    database,
    insights,
    async close() {
      await app.close();
      await insights.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
