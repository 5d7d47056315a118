// The Insights page's figures over a range of days: the daily aggregates of rolled-up days, plus the raw events
// of the days not rolled up yet (today, yesterday until the clean-up has run), read through the same summary.
import type { InsightsReport } from '@agency/forms/insights';
import type { VacancyTitles } from '@agency/forms/inbox';
import type { Db } from '../database/tables.ts';
import { daysBetween } from './insights-day.ts';
import { summariseRaw, type DailyRow } from './insights-summary.ts';
import { ROLLED } from './insights-retention.ts';

const TOP = 50;

export async function insightsReport(
  db: Db,
  from: string,
  to: string,
  titles: VacancyTitles = {},
): Promise<InsightsReport> {
  const inRange = () => db.selectFrom('insights_daily').where('day', '>=', from).where('day', '<=', to);
  const rolled = new Set(
    (await inRange().select('day').where('dimension', '=', ROLLED.dimension).execute()).map((row) => row.day),
  );
  // The days not rolled up yet (today, and yesterday until the clean-up ran) are read from the raw events.
  const unrolled = daysBetween(from, to).filter((day) => !rolled.has(day));
  const [perDay, summed, raw] = await Promise.all([
    inRange()
      .select(['day', 'dimension', 'value', 'metric', 'count'])
      .where('dimension', 'in', ['total', 'event'])
      .execute(),
    inRange()
      .select(['dimension', 'value', 'metric', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('dimension', 'not in', ['total', 'event', ROLLED.dimension])
      .groupBy(['dimension', 'value', 'metric'])
      .execute(),
    summariseRaw(db, unrolled),
  ]);
  // dimension → value → metric → count, summed over the range; and per day for the chart.
  const sums = new Map<string, Map<string, Record<string, number>>>();
  const daily = new Map<string, Record<string, number>>();
  const add = ({
    day,
    dimension,
    value,
    metric,
    count,
  }: Omit<DailyRow, 'day' | 'dimension'> & { day?: string; dimension: string }) => {
    if (day !== undefined && (dimension === 'total' || dimension === 'event')) {
      const key = dimension === 'total' ? metric : value;
      const figures = daily.get(day) ?? daily.set(day, {}).get(day)!;
      figures[key] = (figures[key] ?? 0) + Number(count);
    }
    const values = sums.get(dimension) ?? sums.set(dimension, new Map()).get(dimension)!;
    const metrics = values.get(value) ?? values.set(value, {}).get(value)!;
    metrics[metric] = (metrics[metric] ?? 0) + Number(count);
  };
  for (const row of [...perDay, ...summed, ...raw]) add(row);

  const entries = (dimension: string) => [
    ...(sums.get(dimension) ?? new Map<string, Record<string, number>>()),
  ];
  const n = (figures: Record<string, number>, metric: string) => figures[metric] ?? 0;
  const top = <T>(list: T[], by: (item: T) => number) => list.sort((a, b) => by(b) - by(a)).slice(0, TOP);
  const events = Object.fromEntries(entries('event').map(([kind, figures]) => [kind, n(figures, 'count')]));
  const total = sums.get('total')?.get('') ?? {};
  const allVacancies = entries('vacancy').map(([vacancy, figures]) => ({
    vacancy,
    title: titles[vacancy] ?? null,
    views: n(figures, 'view'),
    visitors: n(figures, 'visitors'),
    started: n(figures, 'started'),
    sent: n(figures, 'sent'),
    conversion: n(figures, 'visitors') > 0 ? n(figures, 'sent') / n(figures, 'visitors') : null,
  }));
  const sum = (metric: 'visitors' | 'started' | 'sent') =>
    allVacancies.reduce((all, v) => all + v[metric], 0);
  return {
    from,
    to,
    days: daysBetween(from, to).map((day) => {
      const figures = daily.get(day) ?? {};
      return { day, visitors: n(figures, 'visitors'), views: n(figures, 'views'), sent: n(figures, 'sent') };
    }),
    totals: {
      visitors: n(total, 'visitors'),
      views: n(total, 'views'),
      started: events.started ?? 0,
      drafts: events.draft ?? 0,
      sent: events.sent ?? 0,
      enquiries: events.enquiry ?? 0,
      alerts: events.alert ?? 0,
      eligibility: events.eligibility ?? 0,
    },
    pages: top(
      entries('page').map(([path, figures]) => ({
        path,
        views: n(figures, 'views'),
        visitors: n(figures, 'visitors'),
      })),
      (p) => p.views,
    ),
    sources: top(
      entries('source').map(([source, figures]) => ({
        source,
        visitors: n(figures, 'visitors'),
        sent: n(figures, 'sent'),
      })),
      (s) => s.visitors + s.sent,
    ),
    campaigns: top(
      entries('campaign').map(([value, figures]) => {
        const [source = '', medium = '', campaign = ''] = value.split('\t');
        return { source, medium, campaign, visitors: n(figures, 'visitors') };
      }),
      (c) => c.visitors,
    ),
    referrers: top(
      entries('referrer').map(([host, figures]) => ({ host, visitors: n(figures, 'visitors') })),
      (r) => r.visitors,
    ),
    vacancies: top(allVacancies, (v) => v.visitors + v.sent),
    funnel: { viewed: sum('visitors'), started: sum('started'), sent: sum('sent') },
  };
}
