// Each submission's source (the landing's utm_source / referring site / "(direct)", medium, campaign), in its own
// table keyed by the submission, written in the submission's transaction (the submissions store's hook), and an
// application or enquiry sent counted with it. A form posted without JavaScript carries no source: it is then the
// source of the same visitor's landing today, if one was counted (the visitor HMAC of this request).
import type { FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import type { AddressEraser } from '../database/erase-address.ts';
import type { LandingSource } from '../database/insights-tables.ts';
import type { Tx } from '../database/tables.ts';
import { sql } from 'kysely';
import type { InsightsBuffer } from './insights-buffer.ts';
import { dayOf } from './insights-day.ts';
import { landingFrom } from './sightings.ts';
import { visitorId, visitorSalts } from './visitor-salt.ts';
import { factsOf, notCounted } from './who-counts.ts';

export function submissionInsights(database: Database, buffer: InsightsBuffer, now: () => number = Date.now) {
  const saltOf = visitorSalts(database);
  return {
    async sourceOf(request: FastifyRequest, carried: unknown): Promise<LandingSource | null> {
      const landing = landingFrom((carried ?? {}) as Record<string, unknown>);
      if (landing) return landing;
      const facts = factsOf(request.headers);
      if (notCounted(facts)) return null;
      const day = dayOf(now());
      await buffer.flush();
      const visitor = visitorId(await saltOf(day, now()), request.ip, facts.userAgent ?? '', request.host);
      const row = await database.db
        .selectFrom('insights_events')
        .select(['source', 'medium', 'campaign'])
        .where('visitor', '=', visitor)
        .where('day', '=', day)
        .where('source', 'is not', null)
        .orderBy('at')
        .limit(1)
        .executeTakeFirst();
      return row?.source ? { source: row.source, medium: row.medium, campaign: row.campaign } : null;
    },
    async keepSources(tx: Tx, kept: readonly { submissionId: number; source: LandingSource }[]) {
      if (kept.length === 0) return;
      await tx
        .insertInto('submission_sources')
        .values(kept.map(({ submissionId, source }) => ({ submission_id: submissionId, ...source })))
        .onConflict((conflict) => conflict.column('submission_id').doNothing())
        .execute();
    },
    sent(
      request: FastifyRequest,
      kind: 'application' | 'enquiry',
      vacancy: string | null,
      source: LandingSource | null,
    ) {
      buffer.record({
        at: now(),
        client: request.ip,
        site: request.host,
        facts: factsOf(request.headers),
        kind: kind === 'application' ? 'sent' : 'enquiry',
        url: vacancy ? `/Vacancies/${encodeURIComponent(vacancy)}` : `/${kind}`,
        referer: undefined,
        landing: source,
        vacancy,
      });
    },
  };
}

export type SubmissionInsights = ReturnType<typeof submissionInsights>;

/** Erasing an address removes its submissions' source links (the submissions themselves are erased by reference). */
export const insightsAddressEraser = (database: Database): AddressEraser => ({
  erase: async (email) => {
    const removed = await database.db
      .deleteFrom('submission_sources')
      .where('submission_id', 'in', (eb) =>
        eb
          .selectFrom('submissions')
          .select('id')
          .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase()),
      )
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  },
});
