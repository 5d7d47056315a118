// A publish seen by one node (its webhook, or its dataset file changing) reaches every node sharing the database:
// the node tells the others (Postgres NOTIFY), and each of them reads the content again and drops its rendered
// pages (decision 022). On SQLite there is one node, and nothing to tell.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/database.ts';
import type { ContentRuntime } from './content-runtime.ts';

export const CONTENT_CHANGED_CHANNEL = 'content_changed';

export async function shareContentChanges(
  database: Database,
  content: ContentRuntime,
  log: FastifyBaseLogger,
): Promise<void> {
  if (database.dialect !== 'postgres') return;
  const thisNode = randomUUID();
  let refreshingForAnotherNode = false;
  content.onChange(() => {
    if (refreshingForAnotherNode) return;
    database
      .notify(CONTENT_CHANGED_CHANNEL, thisNode)
      .catch((error: unknown) => log.warn({ err: error }, 'telling other nodes of a content change failed'));
  });
  // '' comes after the listening connection was re-opened: a change may have been missed meanwhile.
  await database.listen(CONTENT_CHANGED_CHANNEL, (fromNode) => {
    if (fromNode === thisNode) return;
    refreshingForAnotherNode = true;
    content
      .refresh()
      .catch((error: unknown) => log.warn({ err: error }, 'reading content changed on another node failed'))
      .finally(() => {
        refreshingForAnotherNode = false;
      });
  });
}
