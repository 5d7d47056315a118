import { describe, expect, it } from 'vitest';
import { prefillFromSearch } from './prefill.ts';

describe('prefillFromSearch', () => {
  it("takes the form's own choices and ignores everything else", () => {
    const search = new URLSearchParams({
      educationLevel: "Master's degree",
      teflCertificateHeld: 'Maybe',
      careerLevel: 'Up to 2 years',
      locationInterestedIn: 'Macau',
      availableToStart: '3-to-6-months',
      email: 'someone@example.com',
    });
    expect(prefillFromSearch(search)).toEqual({
      educationLevel: "Master's degree",
      careerLevel: 'Up to 2 years',
      locationInterestedIn: 'Macau',
      availableToStart: '3-to-6-months',
    });
    expect(prefillFromSearch(new URLSearchParams({ availableToStart: 'tomorrow' }))).toEqual({});
  });
});
