// Counting never waits for the database: sightings are kept in memory and written in batches, every FLUSH_MS or
// as soon as BATCH_ROWS are waiting, by each node to the one database (decision 071). A crash loses what was not
// yet written: at most FLUSH_MS of counts (and a batch being written). If the database is away, at most MAX_KEPT
// sightings wait; beyond that new ones are dropped (and counted in the log), so memory stays bounded.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/database.ts';
import { dayOf } from './insights-day.ts';
import { rowsOf, type Sighting } from './sightings.ts';
import { visitorId, visitorSalts } from './visitor-salt.ts';

export const FLUSH_MS = 5_000;
const BATCH_ROWS = 1_000;
const MAX_KEPT = 50_000;
/** Rows per INSERT: 12 columns each stays far below SQLite's and Postgres' parameter limits. */
const ROWS_PER_STATEMENT = 500;

export interface InsightsBuffer {
  record(sighting: Sighting): void;
  /** Writes what is waiting; resolves when it is written (or has failed and waits again). */
  flush(): Promise<void>;
  /** Writes what is waiting and stops the timer. */
  close(): Promise<void>;
}

export function createInsightsBuffer(
  database: Database,
  {
    log,
    flushMs = FLUSH_MS,
    now = Date.now,
  }: { log: FastifyBaseLogger; flushMs?: number; now?: () => number },
): InsightsBuffer {
  const saltOf = visitorSalts(database);
  let waiting: Sighting[] = [];
  let writing: Promise<void> | null = null;
  let dropped = 0;

  const write = async (batch: Sighting[]) => {
    const rows = [];
    for (const sighting of batch) {
      const day = dayOf(sighting.at);
      const counted = rowsOf(sighting, day);
      if (counted.length === 0) continue;
      const salt = await saltOf(day, now());
      const visitor = visitorId(salt, sighting.client, sighting.facts.userAgent ?? '', sighting.site);
      for (const row of counted) rows.push({ ...row, visitor });
    }
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
      await database.db
        .insertInto('insights_events')
        .values(rows.slice(i, i + ROWS_PER_STATEMENT))
        .execute();
  };

  const flush = (): Promise<void> => {
    if (writing) return writing.then(flush);
    if (waiting.length === 0) return Promise.resolve();
    const batch = waiting;
    waiting = [];
    writing = write(batch)
      .catch((error: unknown) => {
        // Kept for the next try, within the bound.
        waiting = [...batch, ...waiting].slice(0, MAX_KEPT);
        log.warn({ err: error }, `insights: ${batch.length} counts not written yet`);
      })
      .finally(() => {
        writing = null;
        if (dropped > 0) {
          log.warn(`insights: ${dropped} counts dropped while the database was away`);
          dropped = 0;
        }
      });
    return writing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(sighting) {
      if (waiting.length >= MAX_KEPT) {
        dropped += 1;
        return;
      }
      if (waiting.push(sighting) >= BATCH_ROWS && !writing) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
