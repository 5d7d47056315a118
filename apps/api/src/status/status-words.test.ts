import { APPLICATION_STATUSES, ENQUIRY_STATUSES } from '@agency/forms';
import { describe, expect, it } from 'vitest';
import { applicantStatus } from './status-words.ts';

describe('the status mapping', () => {
  it('maps every staff status to the applicant words the agency uses', () => {
    expect(APPLICATION_STATUSES.map((s) => applicantStatus('application', s))).toEqual([
      'received',
      'in-review',
      'interview',
      'interview',
      'offer',
      'placed',
      'not-progressed',
      'withdrawn',
    ]);
    expect(ENQUIRY_STATUSES.map((s) => applicantStatus('enquiry', s))).toEqual([
      'received',
      'replied',
      'closed',
    ]);
  });

  it('never shows a staff word, and reads a new staff stage as "in review"', () => {
    const shown = APPLICATION_STATUSES.map((s) => applicantStatus('application', s));
    expect(shown.join(' ')).not.toMatch(/applied|screening|school|rejected/i);
    expect(applicantStatus('application', 'some-new-stage')).toBe('in-review');
  });
});
