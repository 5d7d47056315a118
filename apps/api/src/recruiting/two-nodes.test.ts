// Two nodes on one database (two connections here; on Postgres two pools, as two API nodes have): a new
// address's first submissions on both make one candidate, and moves of one card at once end in one stage with
// every move in the candidate's timeline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PIPELINE_STAGES } from '@agency/forms';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { candidatesFor } from '../database/candidate-keys.ts';
import { changeCard } from '../database/card-moves.ts';
import type { Database } from '../database/database.ts';
import { createTestDatabaseUrl, openTestDatabase } from '../database/test-support/test-database.ts';

let dir: string;
let a: Database;
let b: Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-nodes-'));
  const url = await createTestDatabaseUrl();
  const file = path.join(dir, 'forms.sqlite');
  a = await openTestDatabase(file, url);
  b = await openTestDatabase(file, url);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a new address arriving on two nodes at once is one candidate', async () => {
  const create = (node: Database) =>
    node.db
      .transaction()
      .execute((tx) => candidatesFor(tx, [{ email: ' New.Person@Example.com', data: {} }], Date.now()));
  // Postgres: at once, the second insert waits for the first commit. SQLite is one node (one process, whose
  // synchronous driver would wait on its own lock): one after the other, the second finding the first's row.
  const [first, second] =
    a.dialect === 'postgres' ? await Promise.all([create(a), create(b)]) : [await create(a), await create(b)];
  expect(first!.get('new.person@example.com')).toBe(second!.get('new.person@example.com'));
  const rows = await a.db
    .selectFrom('candidates')
    .select('id')
    .where('email_key', '=', 'new.person@example.com')
    .execute();
  expect(rows).toHaveLength(1);
});

test('moves of one card on two nodes at once: one final stage, every move in the history', async () => {
  const now = Date.now();
  const candidate = (
    await a.db
      .transaction()
      .execute((tx) => candidatesFor(tx, [{ email: 'race@example.com', data: {} }], now))
  ).get('race@example.com')!;
  const { id } = await a.db
    .insertInto('submissions')
    .values({
      kind: 'application',
      reference: 'APP-2026-RACE01',
      idempotency_key: 'race',
      created_at: now,
      email: 'race@example.com',
      data: '{}',
      status: 'applied',
      board: 'pool',
      stage_since: now,
      candidate_id: candidate,
      retention_from: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const targets = ['screening', 'interview', 'school-interview', 'offer'] as const;
  const outcomes = await Promise.all(
    targets.flatMap((stage, i) =>
      [a, b].map((node, n) =>
        changeCard(node, 'APP-2026-RACE01', { to: stage }, { actor: `node-${n}-${i}`, at: now + i }),
      ),
    ),
  );
  const moved = outcomes.filter((outcome) => outcome.ok).length;
  // Each move either happened or found the card already in its stage.
  expect(outcomes.every((o) => o.ok || o.problem === 'unchanged')).toBe(true);
  const events = await a.db
    .selectFrom('candidate_events')
    .select(['detail'])
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
  expect(events).toHaveLength(moved);
  // The history is one chain: each move starts where the one before ended, and ends at the card's stage.
  const chain = events.map((event) => JSON.parse(event.detail) as { from: string; to: string });
  chain.forEach((step, i) => expect(step.from).toBe(i === 0 ? 'applied' : chain[i - 1]!.to));
  const { status } = await b.db
    .selectFrom('submissions')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(status).toBe(chain.at(-1)!.to);
  expect(PIPELINE_STAGES).toContain(status);
  const audit = await a.db
    .selectFrom('audit_log')
    .select('id')
    .where('reference', '=', 'APP-2026-RACE01')
    .execute();
  expect(audit).toHaveLength(moved);
});
