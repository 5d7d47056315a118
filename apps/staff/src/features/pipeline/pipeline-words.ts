// How the pipeline reads in the staff member's language: board names, days in a stage, reasons and errors.
import { TALENT_POOL, type PipelineEnding } from '@agency/forms/pipeline';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import type { Messages } from '../../i18n/en.ts';
import { ApiError } from '../../lib/api.ts';
import { useVacancyTitle } from '../inbox/inbox-api.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A board's name: the talent pool, or its vacancy's title (from the board's answer, else the vacancy titles). */
export function useBoardName(): (board: string, title?: { en: string; 'zh-Hant': string } | null) => string {
  const { m, lang } = useI18n();
  const vacancyTitle = useVacancyTitle();
  return (board, title) =>
    board === TALENT_POOL ? m.recruiting.pool : (title?.[lang] ?? vacancyTitle(board));
}

export function daysInStage(m: Messages, stageSince: number, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - stageSince) / DAY));
  if (days === 0) return m.recruiting.todayInStage;
  return days === 1 ? m.recruiting.dayInStage : fill(m.recruiting.daysInStage, { days });
}

export const reasonWord = (m: Messages, ending: PipelineEnding, reason: string | null): string =>
  (reason && m.recruiting.reasons[ending][reason]) ?? reason ?? '';

/** What went wrong, in words: the server's own message when it gives one. */
export function problemText(m: Messages, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return m.errors.network;
    if (error.message) return error.message;
  }
  return m.errors.generic;
}
