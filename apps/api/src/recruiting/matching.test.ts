// The judging of a match: each criterion met, missing or unknown from what an application says, and the ranking.
import type { MatchSummary } from '@agency/forms/matching';
import { describe, expect, test } from 'vitest';
import { byRank, factsOf, judgeMatch, judgeRule, judgeStart, routeOf, type RouteRules } from './matching.ts';

const TODAY = '2026-12-02';
const vacancy = { region: 'hong-kong', sector: 'kindergarten', startDate: '2027-02-01' };
const kindergartens: RouteRules = {
  region: 'hong-kong',
  sectors: ['kindergarten'],
  requirements: [
    { criterion: 'englishCompetence', strength: 'required' },
    { criterion: 'degree', strength: 'required' },
    { criterion: 'tefl', strength: 'required', teflMinHours: 120 },
    { criterion: 'experience', strength: 'preferred', minYears: 2 },
  ],
};
const strong = {
  educationLevel: "Bachelor's degree",
  teflCertificateHeld: 'Yes',
  careerLevel: 'Up to 4 years',
  passportHeld: 'Ireland',
  locationInterestedIn: 'Hong Kong',
  sectors: ['Kindergarten', 'Primary school'],
};
const standings = (summary: MatchSummary) =>
  Object.fromEntries(summary.reasons.map((r) => [r.criterion, r.standing]));

describe('each criterion', () => {
  test('region and sector: met, missing, or unknown when the application does not say', () => {
    expect(standings(judgeMatch(factsOf(strong), vacancy, null, TODAY))).toEqual({
      region: 'met',
      sector: 'met',
      start: 'unknown',
    });
    const elsewhere = factsOf({ ...strong, locationInterestedIn: 'Macau', sectors: ['Secondary school'] });
    expect(standings(judgeMatch(elsewhere, vacancy, null, TODAY))).toMatchObject({
      region: 'missing',
      sector: 'missing',
    });
    // The Teach Abroad form asks no sectors; an old application may lack the region.
    const silent = factsOf({ ...strong, locationInterestedIn: '', sectors: [] });
    expect(standings(judgeMatch(silent, vacancy, null, TODAY))).toMatchObject({
      region: 'unknown',
      sector: 'unknown',
    });
  });

  test('degree: a bachelor meets it; an associate degree misses it; not given is unknown', () => {
    const degree = { criterion: 'degree', strength: 'required' };
    expect(judgeRule(degree, factsOf(strong).answers)).toBe('met');
    expect(judgeRule(degree, factsOf({ educationLevel: 'Associate degree' }).answers)).toBe('missing');
    expect(judgeRule(degree, factsOf({}).answers)).toBe('unknown');
  });

  test('English major: the form does not ask the subject, so a degree leaves it unknown', () => {
    const major = { criterion: 'englishMajor' };
    expect(judgeRule(major, factsOf({ educationLevel: "Master's degree" }).answers)).toBe('unknown');
    expect(judgeRule(major, factsOf({ educationLevel: 'High school diploma' }).answers)).toBe('missing');
  });

  test('TEFL: hours are not asked, so "Yes" meets "any certificate" and is unknown against 120 hours', () => {
    const any = { criterion: 'tefl' };
    const hours = { criterion: 'tefl', teflMinHours: 120 };
    expect(judgeRule(any, factsOf(strong).answers)).toBe('met');
    expect(judgeRule(hours, factsOf(strong).answers)).toBe('unknown');
    expect(judgeRule(hours, factsOf({ teflCertificateHeld: 'In progress' }).answers)).toBe('missing');
    expect(judgeRule(any, factsOf({ teflCertificateHeld: 'No' }).answers)).toBe('missing');
  });

  test('experience: career levels read as years, "Up to 3 years" is unknown against a 3-year minimum', () => {
    const three = { criterion: 'experience', minYears: 3 };
    expect(judgeRule(three, factsOf({ careerLevel: 'Up to 4 years' }).answers)).toBe('met');
    expect(judgeRule(three, factsOf({ careerLevel: 'Up to 3 years' }).answers)).toBe('unknown');
    expect(judgeRule(three, factsOf({ careerLevel: 'Entry level' }).answers)).toBe('missing');
    expect(
      judgeRule({ criterion: 'experience', minYears: 2 }, factsOf({ careerLevel: 'Up to 2 years' }).answers),
    ).toBe('met');
  });

  test('native speaker: a passport the checker names meets it; another passport is unknown, never missing', () => {
    const english = { criterion: 'englishCompetence' };
    expect(judgeRule(english, factsOf({ passportHeld: 'South Africa' }).answers)).toBe('met');
    expect(judgeRule(english, factsOf({ passportHeld: 'France' }).answers)).toBe('unknown');
  });

  test('start: unknown when not said; met when the vacancy starts in the months they named, else missing', () => {
    expect(judgeStart({}, '2027-02-01', TODAY)).toBe('unknown');
    expect(judgeStart(factsOf({ availableToStart: '' }).answers, '2027-02-01', TODAY)).toBe('unknown');
    const said = (availableToStart: string, startDate: string) =>
      judgeStart(factsOf({ availableToStart }).answers, startDate, TODAY);
    // Within 3 months: an open vacancy that already started, or one starting by 2027-03-02.
    expect(said('within-3-months', '2026-09-01')).toBe('met');
    expect(said('within-3-months', '2027-03-02')).toBe('met');
    expect(said('within-3-months', '2027-04-01')).toBe('missing');
    // 3 to 6 months: 2027-03-02 to 2027-06-02.
    expect(said('3-to-6-months', '2027-02-01')).toBe('missing');
    expect(said('3-to-6-months', '2027-04-15')).toBe('met');
    expect(said('3-to-6-months', '2027-08-01')).toBe('missing');
    // Later: from 2027-06-02 on.
    expect(said('later', '2026-09-01')).toBe('missing');
    expect(said('later', '2027-09-01')).toBe('met');
    expect(judgeStart({ start: ['within-3-months', 'later'] }, '2027-02-01', TODAY)).toBe('unknown');
  });

  test("a vacancy's route is the first covering its region and sector; rules carry strength and minimum", () => {
    const macau: RouteRules = { region: 'macau', sectors: ['kindergarten'], requirements: [] };
    expect(routeOf(vacancy, [macau, kindergartens])).toBe(kindergartens);
    expect(routeOf({ ...vacancy, sector: 'international' }, [macau, kindergartens])).toBeNull();
    const summary = judgeMatch(factsOf(strong), vacancy, kindergartens, TODAY);
    expect(summary.reasons.slice(3)).toEqual([
      { criterion: 'englishCompetence', standing: 'met', strength: 'required' },
      { criterion: 'degree', standing: 'met', strength: 'required' },
      { criterion: 'tefl', standing: 'unknown', strength: 'required', minimum: 120 },
      { criterion: 'experience', standing: 'met', strength: 'preferred', minimum: 2 },
    ]);
    expect(summary.fits).toBe(true);
  });

  test('a missing required rule, region or sector means it does not fit; a missing preferred one still fits', () => {
    expect(
      judgeMatch(factsOf({ ...strong, educationLevel: 'Associate degree' }), vacancy, kindergartens, TODAY)
        .fits,
    ).toBe(false);
    expect(
      judgeMatch(factsOf({ ...strong, locationInterestedIn: 'Macau' }), vacancy, kindergartens, TODAY).fits,
    ).toBe(false);
    expect(
      judgeMatch(factsOf({ ...strong, careerLevel: 'Entry level' }), vacancy, kindergartens, TODAY).fits,
    ).toBe(true);
  });
});

test('ranking: fits, then required rules met, then preferred, then region/sector/start, then the newest', () => {
  const judged = (name: string, fields: Record<string, unknown>, at: number) => ({
    name,
    at,
    ...judgeMatch(factsOf(fields), vacancy, kindergartens, TODAY),
  });
  const list = [
    judged('no passport named', { ...strong, passportHeld: 'France' }, 5),
    judged('region not given', { ...strong, locationInterestedIn: '' }, 6),
    judged('entry level', { ...strong, careerLevel: 'Entry level' }, 4),
    judged('wants Macau', { ...strong, locationInterestedIn: 'Macau' }, 3),
    judged('strong, older', strong, 1),
    judged('strong, newer', strong, 2),
  ];
  list.sort(byRank((item) => item.at));
  expect(list.map((item) => item.name)).toEqual([
    'strong, newer',
    'strong, older',
    'region not given',
    'entry level',
    'no passport named',
    'wants Macau',
  ]);
});
