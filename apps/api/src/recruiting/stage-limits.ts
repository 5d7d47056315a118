// Days a card may wait in a stage (decision 070): the defaults of @agency/forms, changed by an admin and kept in
// the staff settings' key/value table.
import { DEFAULT_STAGE_LIMITS, type StageLimits } from '@agency/forms';
import type { Database } from '../database/database.ts';

const KEY = 'recruiting-stage-limits';
export const STAGE_LIMIT_MAX_DAYS = 365;

export async function stageLimits({ db }: Database): Promise<StageLimits> {
  const row = await db.selectFrom('staff_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return { ...DEFAULT_STAGE_LIMITS, ...(row ? (JSON.parse(row.value) as Partial<StageLimits>) : {}) };
}

/** The limits in a PUT body, or a message saying what is wrong. */
export function parseStageLimits(body: unknown): StageLimits | string {
  const given = (body ?? {}) as Record<string, unknown>;
  const limits = { ...DEFAULT_STAGE_LIMITS } as StageLimits;
  for (const stage of Object.keys(DEFAULT_STAGE_LIMITS) as (keyof StageLimits)[]) {
    const days = given[stage];
    if (days === undefined) continue;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > STAGE_LIMIT_MAX_DAYS)
      return `The limit for "${stage}" must be a whole number of days from 1 to ${STAGE_LIMIT_MAX_DAYS}.`;
    limits[stage] = days;
  }
  const unknown = Object.keys(given).filter((key) => !(key in DEFAULT_STAGE_LIMITS));
  if (unknown.length > 0)
    return `Stages with a limit are ${Object.keys(DEFAULT_STAGE_LIMITS).join(', ')}; not ${unknown.join(', ')}.`;
  return limits;
}

export async function saveStageLimits({ db }: Database, limits: StageLimits): Promise<void> {
  await db
    .insertInto('staff_settings')
    .values({ key: KEY, value: JSON.stringify(limits) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(limits) }))
    .execute();
}
