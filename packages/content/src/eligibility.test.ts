import { describe, expect, it } from 'vitest';
import {
  assessRoute,
  earliestStart,
  eligibilitySearch,
  parseEligibilityAnswers,
  type EligibilityAnswers,
  type RouteOutcome,
} from './eligibility.ts';
import { eligibilityRoutesQuery } from './queries/index.ts';
import { seedContent } from './test/seed-content.ts';
import type { EligibilityRoutesQueryResult } from './sanity.types.ts';

const routes = (await seedContent().fetch(eligibilityRoutesQuery, {})) as EligibilityRoutesQueryResult;
const routeIds = routes.map((route) => route._id.replace('eligibility-', ''));

/** A fully qualified primary NET teacher; each row changes what it names. */
const qualified: EligibilityAnswers = {
  english: 'native-passport',
  degree: 'english',
  higherDegree: 'none',
  training: 'pgde-english',
  tefl: '120-plus',
  experience: '3-plus',
  start: 'within-3-months',
};

type Row = [name: string, answers: EligibilityAnswers, expected: Record<string, RouteOutcome>];
const M = 'meets' as const;
const MAY = 'mayMeet' as const;
const NO = 'notYet' as const;

// Columns: HK primary NET, HK secondary NET, HK kindergartens, learning centres, Macau.
const table: Row[] = [
  ['fully qualified', qualified, outcomes(M, M, M, M, M)],
  [
    'English-major higher degree only (another first degree)',
    { ...qualified, degree: 'other', higherDegree: 'english' },
    outcomes(M, M, M, M, M),
  ],
  [
    'another degree and no English higher degree',
    { ...qualified, degree: 'other', higherDegree: 'other' },
    outcomes(NO, NO, M, M, M),
  ],
  ['TEFL under 120 hours', { ...qualified, tefl: 'under-120' }, outcomes(M, M, NO, NO, NO)],
  ['no TEFL', { ...qualified, tefl: 'none' }, outcomes(NO, MAY, NO, NO, NO)],
  [
    'no PGDE, another teaching qualification',
    { ...qualified, training: 'other' },
    outcomes(NO, NO, M, M, M),
  ],
  ['no teacher training', { ...qualified, training: 'none' }, outcomes(NO, NO, M, M, MAY)],
  ['no degree', { ...qualified, degree: 'none' }, outcomes(NO, NO, NO, NO, NO)],
  ['native speaker with another passport', { ...qualified, english: 'native-other' }, outcomes(MAY, MAY, MAY, MAY, MAY)],
  ['English not a first language', { ...qualified, english: 'other' }, outcomes(NO, NO, NO, NO, NO)],
  ['no teaching experience', { ...qualified, experience: '0' }, outcomes(M, M, M, MAY, M)],
  ['nothing answered', {}, outcomes(MAY, MAY, MAY, MAY, MAY)],
];

function outcomes(...values: RouteOutcome[]): Record<string, RouteOutcome> {
  const ids = [
    'hong-kong-primary-net',
    'hong-kong-secondary-net',
    'hong-kong-kindergartens',
    'learning-centres',
    'macau-schools',
  ];
  return Object.fromEntries(ids.map((id, index) => [id, values[index]!]));
}

describe('eligibility outcomes for the seeded routes', () => {
  it('seeds the five routes the agency recruits for', () => {
    expect(routeIds).toEqual(Object.keys(outcomes(M, M, M, M, M)));
  });

  it.each(table)('%s', (_name, answers, expected) => {
    const actual = Object.fromEntries(
      routes.map((route, index) => [routeIds[index], assessRoute(route.requirements, answers).outcome]),
    );
    expect(actual).toEqual(expected);
  });
});

describe('assessRoute', () => {
  const primary = routes[0]!;

  it('names what is missing in the route order', () => {
    const result = assessRoute(primary.requirements, { ...qualified, training: 'none', tefl: 'none' });
    expect(result.missing.map((r) => r.criterion)).toEqual(['pgdeEnglish', 'tefl']);
    expect(result.unjudged).toEqual([]);
  });

  it('says what it could not judge instead of guessing', () => {
    const result = assessRoute(primary.requirements, { english: 'native-passport', degree: 'other' });
    expect(result.outcome).toBe('mayMeet');
    expect(result.unjudged.map((r) => r.criterion)).toEqual(['englishMajor', 'pgdeEnglish', 'tefl']);
  });

  it('never guesses on a criterion it does not know', () => {
    const result = assessRoute([{ criterion: 'somethingNew', strength: 'required' }], qualified);
    expect(result.outcome).toBe('mayMeet');
  });
});

describe('answers from URL parameters', () => {
  it('keeps known answers and ignores tampered or unknown ones', () => {
    const params = new URLSearchParams(
      'english=native-passport&degree=phd&tefl=120-plus&tefl=none&experience=%3Cscript%3E&extra=1&start=later',
    );
    expect(parseEligibilityAnswers(params)).toEqual({
      english: 'native-passport',
      tefl: '120-plus',
      start: 'later',
    });
  });

  it('round-trips through the search string in question order', () => {
    const search = eligibilitySearch({ tefl: 'none', english: 'other' });
    expect(search).toBe('?english=other&tefl=none');
    expect(parseEligibilityAnswers(new URLSearchParams(search))).toEqual({ english: 'other', tefl: 'none' });
  });
});

describe('earliestStart', () => {
  it('moves the earliest start by the months the teacher needs', () => {
    expect(earliestStart({ start: 'within-3-months' }, '2026-11-25')).toBe('2026-11-25');
    expect(earliestStart({ start: '3-to-6-months' }, '2026-11-25')).toBe('2027-02-25');
    expect(earliestStart({ start: 'later' }, '2026-11-25')).toBe('2027-05-25');
    expect(earliestStart({}, '2026-11-25')).toBe('2026-11-25');
  });
});
