// The Insights page's figures as CSV (one section per table, as the page shows them). utm values come from the
// public: a cell that a spreadsheet would run as a formula is prefixed with ' (OWASP's CSV injection advice).
import type { InsightsReport } from '@agency/forms/insights';

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function insightsCsv(report: InsightsReport): string {
  const lines: (string | number | null)[][] = [
    ['section', 'name', 'detail', 'visitors', 'views', 'started', 'sent', 'conversion'],
    ...report.days.map((d) => ['day', d.day, '', d.visitors, d.views, '', d.sent, '']),
    ...report.pages.map((p) => ['page', p.path, '', p.visitors, p.views, '', '', '']),
    ...report.sources.map((s) => ['source', s.source, '', s.visitors, '', '', s.sent, '']),
    ...report.campaigns.map((c) => [
      'campaign',
      c.campaign,
      `${c.source} / ${c.medium}`,
      c.visitors,
      '',
      '',
      '',
      '',
    ]),
    ...report.referrers.map((r) => ['referrer', r.host, '', r.visitors, '', '', '', '']),
    ...report.vacancies.map((v) => [
      'vacancy',
      v.vacancy,
      v.title?.en ?? '',
      v.visitors,
      v.views,
      v.started,
      v.sent,
      v.conversion === null ? '' : v.conversion.toFixed(3),
    ]),
    [
      'funnel',
      'vacancy viewed → started → sent',
      '',
      report.funnel.viewed,
      '',
      report.funnel.started,
      report.funnel.sent,
      '',
    ],
  ];
  // A byte-order mark first, so Excel reads the UTF-8 (Chinese titles) as the inbox export does.
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
