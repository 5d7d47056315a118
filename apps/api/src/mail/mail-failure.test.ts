import { expect, test } from 'vitest';
import { describeMailFailure, isPermanentFailure, outboxMessageId } from './mail-failure.ts';

test('a refusal is described by its codes, the recipient’s address removed', () => {
  const error = Object.assign(
    new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <mei.chan@example.com>: user unknown",
    ),
    {
      responseCode: 550,
      code: 'EENVELOPE',
      command: 'RCPT TO',
      rejected: ['mei.chan@example.com'],
    },
  );
  const failure = describeMailFailure(error);
  expect(failure).toMatchObject({ responseCode: 550, code: 'EENVELOPE', command: 'RCPT TO' });
  expect(failure.reason).toContain('550 5.1.1 <<address>>');
  expect(JSON.stringify(failure)).not.toContain('mei.chan');
});

test('SMTP 5xx is permanent; 4xx and network errors are not', () => {
  expect(isPermanentFailure(Object.assign(new Error('x'), { responseCode: 550 }))).toBe(true);
  expect(isPermanentFailure(Object.assign(new Error('x'), { responseCode: 451 }))).toBe(false);
  expect(isPermanentFailure(Object.assign(new Error('x'), { code: 'ECONNECTION' }))).toBe(false);
});

test('each outbox row has one stable Message-ID in the sender’s domain', () => {
  const id = outboxMessageId(42, 'ENQ-2026-000007', 'acknowledgement', 'no-reply@agency.example.com');
  expect(id).toBe('<ENQ-2026-000007.acknowledgement.42@agency.example.com>');
  expect(outboxMessageId(42, 'ENQ-2026-000007', 'acknowledgement', 'no-reply@agency.example.com')).toBe(id);
});
