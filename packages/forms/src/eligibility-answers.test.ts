// The one mapping between the checker's answers and the application's fields: what "Apply with these answers"
// fills in is read back by matching as (at least) the answers it came from.
import { eligibilityQuestions, type EligibilityAnswers } from '@agency/content/eligibility';
import { SCHOOL_SECTOR_VALUES } from '@agency/content/vacancy-options';
import { expect, test } from 'vitest';
import {
  applicationPrefill,
  possibleAnswers,
  regionOfApplication,
  sectorsOfApplication,
} from './eligibility-answers.ts';

test('answers filled into the form are read back as possible answers, for every answer the prefill uses', () => {
  const cases: EligibilityAnswers[] = [
    ...eligibilityQuestions.degree.map((degree) => ({ degree, higherDegree: 'none' as const })),
    ...eligibilityQuestions.higherDegree
      .filter((higher) => higher !== 'none')
      .map((higherDegree) => ({ degree: 'other' as const, higherDegree })),
    ...eligibilityQuestions.tefl.filter((t) => t !== 'under-120').map((tefl) => ({ tefl })),
    ...eligibilityQuestions.experience.filter((e) => e !== '3-plus').map((experience) => ({ experience })),
    ...eligibilityQuestions.start.map((start) => ({ start })),
  ];
  for (const answers of cases) {
    const prefill = Object.fromEntries(applicationPrefill(answers));
    const possible = possibleAnswers(prefill);
    for (const [question, answer] of Object.entries(answers)) {
      if (answers.degree === 'none') continue; // fills nothing in: not given
      expect(possible[question as keyof typeof possible], `${question}=${answer}`).toContain(answer);
    }
  }
});

test('when they can start is carried over as the answer itself, and read back as exactly it', () => {
  for (const start of eligibilityQuestions.start) {
    expect(applicationPrefill({ start }).get('availableToStart')).toBe(start);
    expect(possibleAnswers({ availableToStart: start }).start).toEqual([start]);
  }
  expect(possibleAnswers({ availableToStart: '' }).start).toBeUndefined();
  expect(possibleAnswers({ availableToStart: 'soon' }).start).toBeUndefined();
});

test('what the application does not ask is not given', () => {
  expect(possibleAnswers({})).toEqual({});
  const answers = possibleAnswers({ educationLevel: "Bachelor's degree", passportHeld: 'Japan' });
  expect(answers.training).toBeUndefined();
  expect(answers.start).toBeUndefined();
  expect(answers.english).toBeUndefined();
});

test("region and sectors as the vacancies name them; every vacancy sector is one of the form's", () => {
  expect(regionOfApplication({ locationInterestedIn: 'Macau' })).toBe('macau');
  expect(regionOfApplication({ locationInterestedIn: '' })).toBeNull();
  expect(sectorsOfApplication({ sectors: [] })).toBeNull();
  expect(sectorsOfApplication({ sectors: ['Learning centre', 'Adult and corporate'] })).toEqual([
    'learning-centre',
  ]);
  const all = [
    'Kindergarten',
    'Primary school',
    'Secondary school',
    'Learning centre',
    'International school',
  ];
  expect(sectorsOfApplication({ sectors: all })).toEqual([...SCHOOL_SECTOR_VALUES]);
});
