// The forms settings in apps/api/src/config.ts: defaults, and start-up messages that name the variable.
import { expect, test } from 'vitest';
import { loadConfig } from '../config.ts';

test('defaults', () => {
  const { forms } = loadConfig({});
  expect(forms).toMatchObject({
    rateLimitMax: 20,
    minFillMs: 3000,
    smtpUrl: null,
    trustProxy: [],
    corsOrigins: [],
    retentionDays: 730,
  });
});

test.each([
  [{ RATE_LIMIT_MAX: '0' }, /RATE_LIMIT_MAX must be a whole number/],
  [{ FORM_MIN_FILL_MS: 'soon' }, /FORM_MIN_FILL_MS must be a whole number/],
  [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
  [{ SMTP_URL: 'smtp://mail.example.com' }, /MAIL_TO must be set when SMTP_URL is set/],
  [
    { SMTP_URL: 'smtp://mail.example.com', MAIL_TO: 'office@agency.example.com' },
    /MAIL_FROM must be set when SMTP_URL is set: the agency's own address/,
  ],
  [
    { SMTP_URL: 'smtp://mail.example.com', MAIL_TO: 'office@agency.example.com', MAIL_FROM: 'no-reply' },
    /MAIL_FROM must be one e-mail address \(got "no-reply"\)/,
  ],
  [{ MAIL_TO: 'a@example.com, b@example.com' }, /MAIL_TO must be one e-mail address/],
  [{ MAIL_FROM: 'x\r\nBcc: y@example.com' }, /MAIL_FROM must be one e-mail address/],
  [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS must list exact origins/],
  [
    { CORS_ORIGINS: 'https://ok.example.com,https://bad.example.com/path' },
    /got "https:\/\/bad.example.com\/path"/,
  ],
  [{ TRUST_PROXY: '10.0.0.1,not-an-ip' }, /TRUST_PROXY must list proxy IP addresses/],
  [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
  [{ RETENTION_DAYS: '-5' }, /RETENTION_DAYS/],
])('%j is refused with a message naming it', (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

test('valid settings are read', () => {
  const { forms } = loadConfig({
    SMTP_URL: 'smtps://user:pass@mail.example.com:465',
    MAIL_TO: 'office@agency.example.com',
    MAIL_FROM: 'recruitment@agency.example.com',
    CORS_ORIGINS: 'https://www.agency.example.com, https://agency.example.com',
    TRUST_PROXY: '127.0.0.1,10.0.0.0/8,::1,loopback',
  });
  expect(forms.corsOrigins).toEqual(['https://www.agency.example.com', 'https://agency.example.com']);
  expect(forms.trustProxy).toHaveLength(4);
});

test('without SMTP the placeholder sender is allowed (mail is only written to files)', () => {
  expect(loadConfig({}).forms.mailFrom).toBe('no-reply@localhost.localdomain');
});
