// The job-alert tables as the queries see them (added to the database module's Tables in database/tables.ts).
import type { Generated } from 'kysely';

export type AlertStatus = 'pending' | 'confirmed' | 'suppressed';

export interface AlertsTable {
  id: Generated<number>;
  /** As typed (the mails go to it). */
  email: string;
  /** Trimmed and lower-cased: one alert per address. */
  email_key: string;
  lang: 'en' | 'zh-Hant';
  /** JSON array of ids, or NULL for any. */
  regions: string | null;
  sectors: string | null;
  employment_types: string | null;
  frequency: 'daily' | 'weekly';
  status: AlertStatus;
  /** 1 = paused by its owner: no digests until resumed. */
  paused: Generated<number>;
  created_at: number;
  /** First confirmation. */
  confirmed_at: number | null;
  /** Last confirmation or "keep": the 12-month clock starts here. */
  last_confirmed_at: number | null;
  /** The cut-off of its last digest run: later announcements are new to it. */
  digest_cursor: number | null;
  /** When the "keep this alert?" mail was queued (NULL: not asked since the last confirmation). */
  keep_asked_at: number | null;
  /** When the last confirmation mail was queued (at most one per 10 minutes). */
  confirm_mailed_at: number | null;
  /** Signed links carry it; raising it makes every earlier link fail. */
  link_version: Generated<number>;
}

export interface AlertTokensTable {
  token_hash: string;
  alert_id: number;
  purpose: 'confirm' | 'keep';
  /** A change to a confirmed alert, applied on confirmation (JSON), or NULL. */
  change: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AlertDigestsTable {
  id: Generated<number>;
  alert_id: number;
  run_key: string;
  created_at: number;
  /**
   * The vacancies it lists, oldest announcement first: a JSON array of their ids in its run's
   * alert_run_vacancies, so a retry sends the same mail. Digests written before 2026-11-26 hold the vacancies
   * themselves (a JSON array of AlertVacancy).
   */
  vacancies: string;
}

export interface AlertRunsTable {
  run_key: string;
  started_at: number;
  finished_at: number | null;
  alerts: number;
  digests: number;
}

/** Each vacancy a run's digests list, as mailed: stored once per run, not per digest. */
export interface AlertRunVacanciesTable {
  run_key: string;
  vacancy_id: string;
  /** JSON: the AlertVacancy. */
  vacancy: string;
}

export interface VacancyAnnouncementsTable {
  vacancy_id: string;
  /** When the vacancy was first seen open (webhook or a re-read dataset). */
  first_open_at: number;
}

export interface AlertFeedbackTable {
  id: Generated<number>;
  /** One answer per digest (the last one counts); NULL once the alert was erased. */
  digest_id: number | null;
  value: 'relevant' | 'not-relevant';
  created_at: number;
}

export interface AlertUnsubscribesTable {
  id: Generated<number>;
  created_at: number;
  /** How: 'one-click' (the mail header), 'page', 'bounce', 'not-kept'. */
  how: string;
  /** The optional answer on the page after unsubscribing. */
  reason: string | null;
}

export interface AlertSuppressionsTable {
  /** addressHash(email): the address is never kept in clear once suppressed. */
  address_hash: string;
  created_at: number;
}

export interface AlertSettingsTable {
  name: string;
  value: string;
}

export interface AlertTables {
  alerts: AlertsTable;
  alert_tokens: AlertTokensTable;
  alert_digests: AlertDigestsTable;
  alert_runs: AlertRunsTable;
  alert_run_vacancies: AlertRunVacanciesTable;
  vacancy_announcements: VacancyAnnouncementsTable;
  alert_feedback: AlertFeedbackTable;
  alert_unsubscribes: AlertUnsubscribesTable;
  alert_suppressions: AlertSuppressionsTable;
  alert_settings: AlertSettingsTable;
}
