// "Possible duplicate" (decision 070): other candidates whose submissions share a phone number, or a name and date
// of birth, with a candidate's. Only shown: staff decide, and merge by hand.
import type { PossibleDuplicate } from '@agency/forms';
import { sql } from 'kysely';
import type { Database } from '../database/database.ts';
import { storedName } from './board-cards.ts';

/** Other candidates whose submissions share a phone number, or a name and date of birth, with this group's. */
export async function possibleDuplicates(
  { db }: Database,
  ids: number[],
  submissions: { phone_key: string | null; name_dob_key: string | null }[],
): Promise<PossibleDuplicate[]> {
  const phones = [...new Set(submissions.flatMap((row) => (row.phone_key ? [row.phone_key] : [])))];
  const namesAndDates = [
    ...new Set(submissions.flatMap((row) => (row.name_dob_key ? [row.name_dob_key] : []))),
  ];
  if (phones.length === 0 && namesAndDates.length === 0) return [];
  const rows = await db
    .selectFrom('submissions as s')
    .innerJoin('candidates as c', 'c.id', 's.candidate_id')
    .innerJoin('candidates as e', (join) =>
      join.on('e.id', '=', sql<number>`coalesce(c.merged_into_id, c.id)`),
    )
    .select(['e.id', 'e.email_key', 's.data', 's.phone_key', 's.name_dob_key'])
    .where('e.id', 'not in', ids)
    .where((eb) =>
      eb.or([
        ...(phones.length ? [eb('s.phone_key', 'in', phones)] : []),
        ...(namesAndDates.length ? [eb('s.name_dob_key', 'in', namesAndDates)] : []),
      ]),
    )
    .orderBy('s.created_at', 'desc')
    .limit(200)
    .execute();
  const found = new Map<number, PossibleDuplicate>();
  for (const row of rows) {
    const id = Number(row.id);
    const duplicate = found.get(id) ?? {
      candidateId: id,
      name: storedName(JSON.parse(row.data) as Record<string, unknown>),
      email: row.email_key,
      shares: [],
    };
    if (row.phone_key && phones.includes(row.phone_key) && !duplicate.shares.includes('phone'))
      duplicate.shares.push('phone');
    if (
      row.name_dob_key &&
      namesAndDates.includes(row.name_dob_key) &&
      !duplicate.shares.includes('name-and-date-of-birth')
    )
      duplicate.shares.push('name-and-date-of-birth');
    found.set(id, duplicate);
  }
  return [...found.values()];
}
