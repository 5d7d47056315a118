import { describe, expect, it } from 'vitest';
import { pageKey, personalPage } from './page-key.ts';

describe('pageKey (the server page cache key)', () => {
  it('keeps the path and only the parameters pages read, sorted', () => {
    expect(pageKey('/AboutUs?utm_source=newsletter&fbclid=abc&gclid=x')).toBe('/AboutUs');
    expect(pageKey('/zh-hant/Vacancies?utm_campaign=a')).toBe('/zh-hant/Vacancies');
    expect(pageKey('/DestinationGuides/HongKong?utm_source=x&path=Macau')).toBe(
      '/DestinationGuides/HongKong?path=Macau',
    );
    expect(pageKey('/OurServices?fbclid=1')).toBe('/OurServices');
  });

  it('answers null for a path that can be no page: unknown paths and impossible vacancy slugs', () => {
    expect(pageKey('/nope')).toBeNull();
    expect(pageKey('/zh-hant/nope/deeper')).toBeNull();
    expect(pageKey('/Vacancies/Teacher-Role')).toBeNull();
    expect(pageKey('/Vacancies/A')).toBeNull();
    expect(pageKey(`/Vacancies/${'a'.repeat(200)}`)).toBeNull();
    expect(pageKey('/Vacancies/%E4%B8%AD')).toBeNull();
    expect(pageKey('/Vacancies/esl-teacher-kowloon')).toBe('/Vacancies/esl-teacher-kowloon');
    expect(pageKey('/zh-hant/Vacancies/esl-teacher-kowloon?utm_source=x')).toBe(
      '/zh-hant/Vacancies/esl-teacher-kowloon',
    );
  });

  it("keeps the parameters a page names in the route table: the eligibility checker's answers", () => {
    expect(pageKey('/Eligibility?tefl=none&utm_source=x&english=native-passport')).toBe(
      '/Eligibility?english=native-passport&tefl=none',
    );
    expect(pageKey('/zh-hant/Eligibility?fbclid=1')).toBe('/zh-hant/Eligibility');
    // Other pages do not read them.
    expect(pageKey('/AboutUs?tefl=none')).toBe('/AboutUs');
  });
});

describe('personalPage (rendered per request, never cached)', () => {
  it('names the pages mailed links open, in both languages, and no other', () => {
    expect(personalPage('/ApplicationStatus/Open?t=abc')).toBe(true);
    expect(personalPage('/zh-hant/ApplicationStatus/Mine')).toBe(true);
    expect(personalPage('/JobAlerts/Manage?t=1.0.x&notice=saved')).toBe(true);
    expect(personalPage('/zh-hant/JobAlerts/Unsubscribe?t=1.0.x')).toBe(true);
    expect(personalPage('/ApplicationStatus')).toBe(false);
    expect(personalPage('/AboutUs')).toBe(false);
    expect(personalPage('/nope')).toBe(false);
  });
});
