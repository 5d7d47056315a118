// The insights tables (decision 071, migration 2026-12-02-3): no address, no cookie, no user agent is kept; a
// visitor is a daily HMAC that cannot be linked across days once its salt is gone (48 h).
import type { Generated } from 'kysely';

/** Where a visitor came from: utm_source (or the referring site's host, or "(direct)"), utm_medium, utm_campaign. */
export interface LandingSource {
  source: string;
  medium: string | null;
  campaign: string | null;
}

export type InsightsKind = 'view' | 'started' | 'draft' | 'sent' | 'enquiry' | 'alert' | 'eligibility';

export interface InsightsSaltsTable {
  /** The day in Hong Kong, YYYY-MM-DD. */
  day: string;
  salt: string;
  created_at: number;
}

export interface InsightsEventsTable {
  id: Generated<number>;
  at: number;
  day: string;
  visitor: string;
  kind: InsightsKind;
  /** The page's path, never its query string. */
  path: string;
  vacancy: string | null;
  lang: string;
  /** The referring site's host on a landing from another site. */
  referrer: string | null;
  /** Set on a landing (and on events that carry the landing's source); NULL for a page reached inside the site. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

export interface InsightsDailyTable {
  day: string;
  dimension: string;
  value: string;
  metric: string;
  count: number;
}

export interface SubmissionSourcesTable {
  submission_id: number;
  source: string;
  medium: string | null;
  campaign: string | null;
}

export interface InsightsTables {
  insights_salts: InsightsSaltsTable;
  insights_events: InsightsEventsTable;
  insights_daily: InsightsDailyTable;
  submission_sources: SubmissionSourcesTable;
}
