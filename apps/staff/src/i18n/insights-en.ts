// Words of the Insights page (which pages, sources and vacancies bring teachers who apply), in English.
// insights-zh-hant.ts has the same keys (its type is this object's).
export const insightsEn = {
  nav: 'Insights',
  title: 'Insights',
  intro:
    'Counted on our own server, without cookies: a visitor is counted once a day and cannot be followed from one day to the next. Browsers that ask not to be tracked, bots and staff are not counted.',
  range: {
    legend: 'Days',
    from: 'From',
    to: 'To',
    show: 'Show',
    last: 'Last {days} days',
    invalid: 'Choose a "from" day on or before the "to" day.',
  },
  loading: 'Loading…',
  csv: 'Download CSV',
  totals: {
    visitors: 'Visitors',
    views: 'Page views',
    started: 'Applications started',
    drafts: 'Drafts saved',
    sent: 'Applications sent',
    enquiries: 'Enquiries sent',
    alerts: 'Job alerts confirmed',
    eligibility: 'Eligibility checks',
  },
  daily: { title: 'Day by day', day: 'Day' },
  pages: { title: 'Top pages', page: 'Page' },
  sources: {
    title: 'Sources',
    source: 'Source',
    direct: '(direct: no link, or a typed address)',
    sent: 'Applications sent',
  },
  campaigns: { title: 'Campaigns', campaign: 'Campaign', source: 'Source', medium: 'Medium' },
  referrers: { title: 'Referring sites', host: 'Site' },
  vacancies: {
    title: 'Vacancies',
    vacancy: 'Vacancy',
    views: 'Page views',
    visitors: 'Visitors',
    started: 'Started',
    sent: 'Sent',
    conversion: 'Sent per visitor',
  },
  funnel: {
    title: 'From a vacancy to an application',
    step: 'Step',
    count: 'How many',
    viewed: 'Visitors of a vacancy',
    started: 'Applications started',
    sent: 'Applications sent',
  },
  none: 'Nothing counted in these days.',
  chartNote: 'The same figures are in the table below the chart.',
};

export type InsightsMessages = typeof insightsEn;
