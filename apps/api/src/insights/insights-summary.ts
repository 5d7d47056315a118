// The counts of some days, from the raw events, as daily rows (day, dimension, value, metric, count): what the
// roll-up stores for a closed day (insights-retention.ts) and what the report reads for the days not rolled up yet
// (insights-report.ts). One definition, so a day reads the same before and after its roll-up. Visitors are
// counted per day (the salt changes daily), so a day's visitors add up over a range.
import type { Db } from '../database/tables.ts';

export interface DailyRow {
  day: string;
  dimension: 'total' | 'page' | 'source' | 'campaign' | 'referrer' | 'vacancy' | 'event';
  value: string;
  metric: string;
  count: number;
}

/** The campaign dimension's value: source, medium and campaign, tab-separated (none holds a tab: sightings.ts). */
export const campaignValue = (source: string, medium: string | null, campaign: string) =>
  `${source}\t${medium ?? ''}\t${campaign}`;

/** The daily rows of the given days (an IN list: the days' index entries only are read). */
export async function summariseRaw(db: Db, days: readonly string[]): Promise<DailyRow[]> {
  if (days.length === 0) return [];
  const events = () => db.selectFrom('insights_events').where('day', 'in', days);
  const views = () => events().where('kind', '=', 'view');
  const [totals, pages, sources, sentBySource, campaigns, referrers, vacancies, kinds] = await Promise.all([
    views()
      .select([
        'day',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.count<number>('visitor').distinct().as('v'),
      ])
      .groupBy('day')
      .execute(),
    views()
      .select([
        'day',
        'path',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.count<number>('visitor').distinct().as('v'),
      ])
      .groupBy(['day', 'path'])
      .execute(),
    views()
      .where('source', 'is not', null)
      .select(['day', 'source', (eb) => eb.fn.count<number>('visitor').distinct().as('v')])
      .groupBy(['day', 'source'])
      .execute(),
    events()
      .where('kind', '=', 'sent')
      .where('source', 'is not', null)
      .select(['day', 'source', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['day', 'source'])
      .execute(),
    views()
      .where('campaign', 'is not', null)
      .select([
        'day',
        'source',
        'medium',
        'campaign',
        (eb) => eb.fn.count<number>('visitor').distinct().as('v'),
      ])
      .groupBy(['day', 'source', 'medium', 'campaign'])
      .execute(),
    views()
      .where('referrer', 'is not', null)
      .select(['day', 'referrer', (eb) => eb.fn.count<number>('visitor').distinct().as('v')])
      .groupBy(['day', 'referrer'])
      .execute(),
    events()
      .where('vacancy', 'is not', null)
      .select([
        'day',
        'vacancy',
        'kind',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.count<number>('visitor').distinct().as('v'),
      ])
      .groupBy(['day', 'vacancy', 'kind'])
      .execute(),
    events()
      .where('kind', '<>', 'view')
      .select(['day', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['day', 'kind'])
      .execute(),
  ]);
  const rows: DailyRow[] = [];
  const add = (
    day: string,
    dimension: DailyRow['dimension'],
    value: string,
    metric: string,
    count: unknown,
  ) => rows.push({ day, dimension, value, metric, count: Number(count) });
  for (const r of totals) {
    add(r.day, 'total', '', 'views', r.n);
    add(r.day, 'total', '', 'visitors', r.v);
  }
  for (const r of pages) {
    add(r.day, 'page', r.path, 'views', r.n);
    add(r.day, 'page', r.path, 'visitors', r.v);
  }
  for (const r of sources) add(r.day, 'source', r.source!, 'visitors', r.v);
  for (const r of sentBySource) add(r.day, 'source', r.source!, 'sent', r.n);
  for (const r of campaigns)
    add(r.day, 'campaign', campaignValue(r.source!, r.medium, r.campaign!), 'visitors', r.v);
  for (const r of referrers) add(r.day, 'referrer', r.referrer!, 'visitors', r.v);
  for (const r of vacancies) {
    add(r.day, 'vacancy', r.vacancy!, r.kind, r.n);
    if (r.kind === 'view') add(r.day, 'vacancy', r.vacancy!, 'visitors', r.v);
  }
  for (const r of kinds) add(r.day, 'event', r.kind, 'count', r.n);
  return rows;
}
