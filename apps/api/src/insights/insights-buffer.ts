// Counting never waits for the database: sightings are kept in memory and written in batches, every FLUSH_MS or
// as soon as BATCH_ROWS are waiting, by each node to the one database (decision 071). A crash loses what was not
// yet written: at most FLUSH_MS of counts (and a batch being written). If the database is away, at most MAX_KEPT
// sightings wait; beyond that new ones are dropped (and counted in the log), so memory stays bounded. The writes
// are unsynced (decision 039): a power cut may also lose the last of them.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/database.ts';
import { dayOf } from './insights-day.ts';
import { rowsOf, type EventRow, type Sighting } from './sightings.ts';
import { visitorId, visitorSalts } from './visitor-salt.ts';

export const FLUSH_MS = 5_000;
const BATCH_ROWS = 1_000;
const MAX_KEPT = 50_000;
/** Sightings per INSERT (12 columns a row, far below the parameter limits), the event loop yielded between them. */
const CHUNK = 100;

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

  /** How many sightings of the batch being written are in the database (the rest go back on a failure). */
  let written = 0;
  const write = async (batch: Sighting[]) => {
    written = 0;
    for (let i = 0; i < batch.length; i += CHUNK) {
      const chunk = batch.slice(i, i + CHUNK);
      const rows: (EventRow & { visitor: string })[] = [];
      for (const sighting of chunk) {
        const day = dayOf(sighting.at);
        const counted = rowsOf(sighting, day);
        if (counted.length === 0) continue;
        const salt = await saltOf(day, now());
        const visitor = visitorId(salt, sighting.client, sighting.facts.userAgent ?? '', sighting.site);
        for (const row of counted) rows.push({ ...row, visitor });
      }
      // Bookkeeping, not what a 2xx answers for: committed without holding the loop for an fsync (decision 039).
      if (rows.length > 0)
        await database.unsynced((db) => db.insertInto('insights_events').values(rows).execute());
      written = i + chunk.length;
      // Requests waiting meanwhile go first: a chunk holds the event loop about 2 ms.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const flush = (): Promise<void> => {
    if (writing) return writing.then(flush);
    if (waiting.length === 0) return Promise.resolve();
    const batch = waiting;
    waiting = [];
    writing = write(batch)
      .catch((error: unknown) => {
        // What was not written is kept for the next try, within the bound.
        waiting = [...batch.slice(written), ...waiting].slice(0, MAX_KEPT);
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
