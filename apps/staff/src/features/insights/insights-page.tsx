// Insights (decision 071): which pages, sources and vacancies bring teachers who apply, over a chosen range of
// days. Every chart (uPlot) has a table of the same figures; the CSV has them all. API: /api/staff/insights.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { InsightsReport } from '@agency/forms/insights';
import { usePageTitle } from '../../components/page-title.ts';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { hongKongDay, insightsCsvUrl, insightsQuery } from './insights-api.ts';
import { dailyChart, funnelChart, InsightsChart } from './insights-chart.tsx';
import { InsightsTable } from './insights-table.tsx';
import { InsightsLists } from './insights-lists.tsx';

const PRESETS = [7, 30, 90] as const;
const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function InsightsPage() {
  const { m, lang } = useI18n();
  const w = m.insights;
  usePageTitle(w.title);
  const [params, setParams] = useSearchParams();
  const to = isDay(params.get('to')) ? params.get('to')! : hongKongDay();
  const from = isDay(params.get('from')) ? params.get('from')! : hongKongDay(29);
  const [problem, setProblem] = useState('');
  const report = useQuery(insightsQuery(from, to));
  const number = useMemo(() => new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'zh-HK'), [lang]);

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [nextFrom, nextTo] = [String(form.get('from')), String(form.get('to'))];
    if (!isDay(nextFrom) || !isDay(nextTo) || nextFrom > nextTo) return setProblem(w.range.invalid);
    setProblem('');
    setParams({ from: nextFrom, to: nextTo });
  };

  return (
    <>
      <h1>{w.title}</h1>
      <p className="hint">{w.intro}</p>
      <form
        className="filters"
        onSubmit={show}
        key={`${from}-${to}`}
        aria-describedby="insights-range-problem"
      >
        <div className="field">
          <label htmlFor="insights-from">{w.range.from}</label>
          <input id="insights-from" name="from" type="date" defaultValue={from} required />
        </div>
        <div className="field">
          <label htmlFor="insights-to">{w.range.to}</label>
          <input id="insights-to" name="to" type="date" defaultValue={to} required />
        </div>
        <div className="actions">
          <button type="submit" className="button">
            {w.range.show}
          </button>
          <a className="button secondary" href={insightsCsvUrl(from, to)} download>
            {w.csv}
          </a>
        </div>
        <p id="insights-range-problem" className="field-error" role="alert">
          {problem}
        </p>
      </form>
      <p className="list-bar">
        {PRESETS.map((days) => (
          <Link key={days} to={`?from=${hongKongDay(days - 1)}&to=${hongKongDay()}`}>
            {fill(w.range.last, { days })}
          </Link>
        ))}
      </p>
      {report.data ? (
        <Figures report={report.data} format={(n) => number.format(n)} />
      ) : (
        <p role="status">{report.isError ? m.errors.network : w.loading}</p>
      )}
    </>
  );
}

function Figures({ report, format }: { report: InsightsReport; format: (n: number) => string }) {
  const { m } = useI18n();
  const w = m.insights;
  const daily = useMemo(
    () =>
      dailyChart(report.days, { visitors: w.totals.visitors, views: w.totals.views, sent: w.totals.sent }),
    [report.days, w],
  );
  const steps: [string, number][] = [
    [w.funnel.viewed, report.funnel.viewed],
    [w.funnel.started, report.funnel.started],
    [w.funnel.sent, report.funnel.sent],
  ];
  const funnel = useMemo(() => funnelChart(steps), [JSON.stringify(steps)]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <dl className="insights-totals">
        {(Object.keys(w.totals) as (keyof typeof w.totals)[]).map((key) => (
          <div key={key}>
            <dt>{w.totals[key]}</dt>
            <dd id={`insights-total-${key}`}>{format(report.totals[key])}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="insights-daily">
        <h2 id="insights-daily">{w.daily.title}</h2>
        <InsightsChart options={daily.options} data={daily.data} note={w.chartNote} />
        <InsightsTable
          id="insights-daily-table"
          caption={w.daily.title}
          columns={[w.daily.day, w.totals.visitors, w.totals.views, w.totals.sent]}
          rows={report.days.map((d) => [d.day, format(d.visitors), format(d.views), format(d.sent)])}
          empty={w.none}
        />
      </section>
      <section aria-labelledby="insights-funnel">
        <h2 id="insights-funnel">{w.funnel.title}</h2>
        <InsightsChart options={funnel.options} data={funnel.data} note={w.chartNote} />
        <InsightsTable
          id="insights-funnel-table"
          caption={w.funnel.title}
          columns={[w.funnel.step, w.funnel.count]}
          rows={steps.map(([step, count]) => [step, format(count)])}
          empty={w.none}
        />
      </section>
      <InsightsLists report={report} format={format} />
    </>
  );
}
