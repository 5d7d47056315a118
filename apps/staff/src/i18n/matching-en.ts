// Words of matching (candidates to vacancies, decision 074), in English. matching-zh-hant.ts has the same keys.
export const matchingEn = {
  link: 'Matches from the talent pool',
  title: 'Matches: {vacancy}',
  back: 'Back to the board',
  vacancyFacts: '{region} · {sector} · starts {start}',
  route: 'Eligibility rules: {route}.',
  noRoute:
    "No eligibility route covers this vacancy's region and sector: only the region, sector and start are judged.",
  intro:
    "Talent-pool candidates not yet on this vacancy's board, judged on what their newest application says. Those who fit come first; then by rules met and the newest application.",
  count: 'The best {shown} of {total} candidates in the pool.',
  none: 'No candidate in the talent pool is left to match.',
  fits: 'Fits',
  doesNotFit: 'Something is missing',
  met: 'Meets',
  missing: 'Missing',
  unknown: 'Not known',
  applied: 'Applied {date}',
  add: 'Add to board',
  /** The button's name: its own words, then whom (on a vacancy's matches) or which board (on a record). */
  addLabel: 'Add to board: {what}',
  added: '{name} was added to the board of {vacancy}.',
  panel: 'Vacancies that fit',
  panelIntro:
    'Open vacancies whose boards do not hold one of their applications, judged on their newest application.',
  noPoolCard: 'None of their applications is in the talent pool, so there is none to add to a board here.',
  noVacancies: 'No open vacancy to suggest.',
  /** Between the reasons of one kind. */
  separator: ', ',
  preferred: '{rule} (preferred)',
  criteria: {
    region: 'Region',
    sector: 'School sector',
    start: 'Start date',
    englishCompetence: 'Native-speaker English',
    degree: "Bachelor's degree",
    englishMajor: 'English-major degree',
    pgdeEnglish: 'PGDE majoring in English',
    teachingQualification: 'Teaching qualification',
    tefl: 'TEFL/TESL',
    experience: 'Teaching experience',
  },
  minimum: { tefl: '{rule} of {n} hours', experience: '{rule} of {n}+ years' },
};

export type MatchingMessages = typeof matchingEn;
