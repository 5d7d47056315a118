// The Insights page's one server interaction: GET /api/staff/insights over a range of days, and its CSV.
import type { InsightsReport } from '@agency/forms/insights';
import { api } from '../../lib/api.ts';
import { API } from '../../lib/paths.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A day in Hong Kong (the agency's, and the counts'), YYYY-MM-DD, `daysAgo` days before today. */
export const hongKongDay = (daysAgo = 0, now = Date.now()) =>
  new Date(now + HONG_KONG_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export const insightsQuery = (from: string, to: string) => ({
  queryKey: ['insights', from, to],
  queryFn: () => api<InsightsReport>('GET', `/insights?${range(from, to)}`),
});

export const insightsCsvUrl = (from: string, to: string) => `${API}/insights.csv?${range(from, to)}`;
