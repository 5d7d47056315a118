// Reading the recruiting routes' input: each check answers with a message that says what is wrong and what is
// expected (a 400), never a bare "bad request".
import {
  PIPELINE_ENDINGS,
  PIPELINE_STAGES,
  REJECTION_REASONS,
  TAG_MAX_LENGTH,
  TALENT_POOL,
  WITHDRAWAL_REASONS,
  OWNER_ME,
  OWNER_NONE,
} from '@agency/forms';
import type { CardChange } from '../database/card-moves.ts';

export class InputProblem extends Error {}

export const bodyOf = (request: { body: unknown }) =>
  (request.body !== null && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;

export function candidateIdOf(raw: unknown, label = 'candidate id'): number {
  const id =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new InputProblem(`The ${label} must be a whole number.`);
  return id;
}

export function stageOf(raw: unknown): CardChange & { to: (typeof PIPELINE_STAGES)[number] } {
  if (typeof raw !== 'string' || !(PIPELINE_STAGES as readonly string[]).includes(raw))
    throw new InputProblem(`Choose one of these stages: ${PIPELINE_STAGES.join(', ')}.`);
  return { to: raw as (typeof PIPELINE_STAGES)[number] };
}

export function endingOf(ending: unknown, reason: unknown): CardChange {
  if (typeof ending !== 'string' || !(PIPELINE_ENDINGS as readonly string[]).includes(ending))
    throw new InputProblem(`Choose how the card ends: ${PIPELINE_ENDINGS.join(' or ')}.`);
  const reasons: readonly string[] = ending === 'rejected' ? REJECTION_REASONS : WITHDRAWAL_REASONS;
  if (typeof reason !== 'string' || !reasons.includes(reason))
    throw new InputProblem(`Choose a reason for "${ending}": ${reasons.join(', ')}.`);
  return { to: ending as (typeof PIPELINE_ENDINGS)[number], reason };
}

/** A tag as kept: trimmed, inner spaces collapsed. */
export function tagOf(raw: unknown): string {
  const tag = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (tag === '') throw new InputProblem('Write the tag first.');
  if (tag.length > TAG_MAX_LENGTH) throw new InputProblem(`A tag has at most ${TAG_MAX_LENGTH} characters.`);
  return tag;
}

const VACANCY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A board's key: the talent pool's, or a vacancy slug (whether it is published is the route's check). */
export function boardOf(raw: unknown): string {
  if (typeof raw !== 'string' || (raw !== TALENT_POOL && !(VACANCY_SLUG.test(raw) && raw.length <= 120)))
    throw new InputProblem(
      `Name a board: "${TALENT_POOL}" or a vacancy's slug (lower-case words joined by hyphens).`,
    );
  return raw;
}

/** A follow-up date: YYYY-MM-DD that exists, or null to clear it. */
export function followUpOf(raw: unknown): string | null {
  if (raw === null) return null;
  if (
    typeof raw !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(raw) ||
    Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ||
    new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw
  )
    throw new InputProblem('The follow-up date must be a date like 2026-12-24, or null to clear it.');
  return raw;
}

/** An owner filter: a staff id, 'me' (the signed-in staff member: `me` is their id) or 'none'; undefined when not given. */
export function ownerFilterOf(raw: unknown, me?: number): number | 'none' | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === OWNER_NONE) return 'none';
  if (raw === OWNER_ME && me !== undefined) return me;
  return candidateIdOf(raw, 'owner (a staff id, "me" or "none")');
}
