// The clean-up's part for candidates: one whose submissions have all gone (the retention sweep, or staff erased
// them) is deleted with its tags, timeline and notes, so nothing of a person outlives what they sent. A day's grace:
// a candidate just created for a submission still being stored is never taken.
import { sql } from 'kysely';
import type { CleanUpStep } from '../database/clean-up.ts';
import type { Database } from '../database/database.ts';
import { DAY_MS } from './board-cards.ts';

export const candidatesCleanUp =
  ({ db }: Database): CleanUpStep<{ candidates: number }> =>
  async (now) => {
    const deleted = await db
      .deleteFrom('candidates')
      .where('last_activity_at', '<', now - DAY_MS)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('submissions')
              .select(sql`1`.as('one'))
              .whereRef('submissions.candidate_id', '=', 'candidates.id'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('candidates as m')
              .select(sql`1`.as('one'))
              .whereRef('m.merged_into_id', '=', 'candidates.id'),
          ),
        ),
      )
      .executeTakeFirst();
    return { candidates: Number(deleted.numDeletedRows) };
  };
