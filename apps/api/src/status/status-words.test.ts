import { APPLICATION_STATUSES, ENQUIRY_STATUSES } from '@agency/forms';
import { describe, expect, it } from 'vitest';
import { applicantStatus, STATUS_WORDS } from './status-words.ts';

describe('the status mapping', () => {
  it('maps every staff status to the applicant words the agency uses', () => {
    expect(APPLICATION_STATUSES.map((s) => applicantStatus('application', s))).toEqual([
      'received',
      'in-review',
      'shortlisted',
      'shortlisted',
      'placed',
      'not-taken-forward',
      'withdrawn',
    ]);
    expect(ENQUIRY_STATUSES.map((s) => applicantStatus('enquiry', s))).toEqual([
      'received',
      'replied',
      'closed',
    ]);
  });

  it('says "shortlisted (we will contact you)" in both languages, and never a staff word', () => {
    expect(STATUS_WORDS.en[applicantStatus('application', 'interview')]).toBe(
      'Shortlisted: we will contact you',
    );
    expect(STATUS_WORDS['zh-Hant'][applicantStatus('application', 'unsuccessful')]).toBe('未獲進一步考慮');
    const shown = Object.values(STATUS_WORDS)
      .flatMap((words) => Object.values(words))
      .join(' ');
    expect(shown).not.toMatch(/interview|unsuccessful/i);
    expect(applicantStatus('application', 'some-new-stage')).toBe('in-review');
  });
});
