import { expect, test } from 'vitest';
import { scrubbedDetail } from './2026-11-25-4-audit-without-personal-data.ts';

test('old audit details become structured facts; file names and free text are dropped', () => {
  expect(scrubbedDetail('downloaded-cv', 'Alex_Morgan_CV_passport_K1234567.pdf')).toBeNull();
  expect(scrubbedDetail('changed-status', 'shortlisted → interview')).toBe(
    '{"from":"shortlisted","to":"interview"}',
  );
  expect(scrubbedDetail('changed-status', 'Alex → somewhere')).toBeNull();
  expect(scrubbedDetail('erased', '1 file(s), 2 mail(s)')).toBe('{"files":1,"mails":2}');
  expect(scrubbedDetail('resent-mail', '2 mail(s)')).toBe('{"mails":2}');
  expect(scrubbedDetail('exported', '{"status":"placed","search":true}')).toBe(
    '{"filters":{"status":"placed","search":true}}',
  );
  expect(scrubbedDetail('exported', '{"q":"Alex Morgan"}')).toBe('{"filters":{}}');
  expect(scrubbedDetail('viewed', 'alex@example.com')).toBeNull();
  expect(scrubbedDetail('signed-in', null)).toBeNull();
});
