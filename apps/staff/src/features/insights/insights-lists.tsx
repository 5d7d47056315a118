// The Insights page's lists: vacancies (views, started, sent, conversion), sources, campaigns, referring sites
// and the top pages.
import type { InsightsReport } from '@agency/forms/insights';
import { useI18n } from '../../i18n/i18n.tsx';
import { InsightsTable } from './insights-table.tsx';

export function InsightsLists({ report, format }: { report: InsightsReport; format: (n: number) => string }) {
  const { m, lang } = useI18n();
  const w = m.insights;
  const percent = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'zh-HK', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const sourceName = (source: string) => (source === '(direct)' ? w.sources.direct : source);
  return (
    <>
      <section aria-labelledby="insights-vacancies">
        <h2 id="insights-vacancies">{w.vacancies.title}</h2>
        <InsightsTable
          id="insights-vacancies-table"
          caption={w.vacancies.title}
          columns={[
            w.vacancies.vacancy,
            w.vacancies.views,
            w.vacancies.visitors,
            w.vacancies.started,
            w.vacancies.sent,
            w.vacancies.conversion,
          ]}
          rows={report.vacancies.map((v) => [
            v.title?.[lang] ?? v.vacancy,
            format(v.views),
            format(v.visitors),
            format(v.started),
            format(v.sent),
            v.conversion === null ? '–' : percent.format(v.conversion),
          ])}
          empty={w.none}
        />
      </section>
      <section aria-labelledby="insights-sources">
        <h2 id="insights-sources">{w.sources.title}</h2>
        <InsightsTable
          id="insights-sources-table"
          caption={w.sources.title}
          columns={[w.sources.source, w.totals.visitors, w.sources.sent]}
          rows={report.sources.map((s) => [sourceName(s.source), format(s.visitors), format(s.sent)])}
          empty={w.none}
        />
        <InsightsTable
          id="insights-campaigns-table"
          caption={w.campaigns.title}
          columns={[w.campaigns.campaign, w.campaigns.source, w.campaigns.medium, w.totals.visitors]}
          rows={report.campaigns.map((c) => [c.campaign, c.source, c.medium || '–', format(c.visitors)])}
          empty={w.none}
        />
        <InsightsTable
          id="insights-referrers-table"
          caption={w.referrers.title}
          columns={[w.referrers.host, w.totals.visitors]}
          rows={report.referrers.map((r) => [r.host, format(r.visitors)])}
          empty={w.none}
        />
      </section>
      <section aria-labelledby="insights-pages">
        <h2 id="insights-pages">{w.pages.title}</h2>
        <InsightsTable
          id="insights-pages-table"
          caption={w.pages.title}
          columns={[w.pages.page, w.totals.views, w.totals.visitors]}
          rows={report.pages.map((p) => [p.path, format(p.views), format(p.visitors)])}
          empty={w.none}
        />
      </section>
    </>
  );
}
