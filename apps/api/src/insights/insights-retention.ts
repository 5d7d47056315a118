// Insights keep little (decision 071): a closed day is rolled up into daily aggregates (insights_daily), raw events
// go after 90 days, aggregates after 25 months, salts after 48 hours. A step of the hourly clean-up
// (database/clean-up.ts), which runs on one node at a time; a day is rolled up once (its "rolled" marker row
// is written in the same transaction as its aggregates).
import type { CleanUpStep } from '../database/clean-up.ts';
import type { Database } from '../database/database.ts';
import { addDays, dayOf } from './insights-day.ts';
import { summariseRaw } from './insights-summary.ts';
import { FLUSH_MS } from './insights-buffer.ts';
import { removeOldSalts } from './visitor-salt.ts';

export const RAW_DAYS = 90;
/** 25 months, in days. */
export const AGGREGATE_DAYS = 761;
/** A day is closed this long after its midnight: every node's buffer has been written by then. */
const CLOSED_AFTER_MS = 10 * 60 * 1000 + FLUSH_MS;

export const ROLLED = { dimension: 'rolled', value: '', metric: '' } as const;

/** Rolls up every closed day that has raw events and no aggregates yet; the days rolled up. */
export async function rollUpClosedDays(database: Database, now: number): Promise<string[]> {
  const { db } = database;
  const open = dayOf(now - CLOSED_AFTER_MS);
  const lastRolled = await db
    .selectFrom('insights_daily')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('dimension', '=', ROLLED.dimension)
    .executeTakeFirst();
  const first = lastRolled?.day ? addDays(lastRolled.day, 1) : addDays(open, -RAW_DAYS);
  const rolled: string[] = [];
  for (let day = first; day < open; day = addDays(day, 1)) {
    const rows = await summariseRaw(db, [day]);
    await db.transaction().execute(async (tx) => {
      const marked = await tx
        .insertInto('insights_daily')
        .values({ day, ...ROLLED, count: 0 })
        .onConflict((conflict) => conflict.columns(['day', 'dimension', 'value', 'metric']).doNothing())
        .executeTakeFirst();
      if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return;
      for (let i = 0; i < rows.length; i += 500)
        await tx
          .insertInto('insights_daily')
          .values(rows.slice(i, i + 500))
          .execute();
      rolled.push(day);
    });
  }
  return rolled;
}

export const insightsCleanUp =
  (
    database: Database,
  ): CleanUpStep<{ insightsDaysRolledUp: number; insightsRemoved: Record<string, number> }> =>
  async (now) => {
    const rolled = await rollUpClosedDays(database, now);
    const today = dayOf(now);
    const events = await database.db
      .deleteFrom('insights_events')
      .where('day', '<', addDays(today, -RAW_DAYS))
      .executeTakeFirst();
    const aggregates = await database.db
      .deleteFrom('insights_daily')
      .where('day', '<', addDays(today, -AGGREGATE_DAYS))
      .executeTakeFirst();
    return {
      insightsDaysRolledUp: rolled.length,
      insightsRemoved: {
        events: Number(events.numDeletedRows),
        aggregates: Number(aggregates.numDeletedRows),
        salts: await removeOldSalts(database, now),
      },
    };
  };
