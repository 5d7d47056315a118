// What the staff API's insights route answers (apps/api/src/insights, decision 071) and the staff Insights page
// shows: one type for both sides. Visitors are counted per day (a daily salt), so a range's visitors are the sum
// of its days'.
import type { VacancyTitles } from './inbox.ts';

export interface InsightsTotals {
  visitors: number;
  views: number;
  /** Applications started (first field changed), drafts saved, applications and enquiries sent. */
  started: number;
  drafts: number;
  sent: number;
  enquiries: number;
  alerts: number;
  eligibility: number;
}

export interface InsightsReport {
  from: string;
  to: string;
  days: { day: string; visitors: number; views: number; sent: number }[];
  totals: InsightsTotals;
  pages: { path: string; views: number; visitors: number }[];
  /** Landings by source (utm_source, a referring site, or "(direct)") and the applications sent from each. */
  sources: { source: string; visitors: number; sent: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number }[];
  referrers: { host: string; visitors: number }[];
  vacancies: {
    vacancy: string;
    title: VacancyTitles[string] | null;
    views: number;
    visitors: number;
    started: number;
    sent: number;
    /** Applications sent per visitor of the vacancy's page (null with no visitors). */
    conversion: number | null;
  }[];
  /** Vacancy pages' visitors → applications started on them → sent. */
  funnel: { viewed: number; started: number; sent: number };
}

/** The longest range the page may ask for: the aggregates' 25 months. */
export const INSIGHTS_MAX_DAYS = 761;
