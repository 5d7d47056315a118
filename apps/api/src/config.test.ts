import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

test('defaults to port 3000 and the repo data folder', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.dataDir).toMatch(/data$/);
});

test('names the variable that is wrong', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
});

test('STAFF_OIDC_*: all four or none; https, or http only on loopback; an Entra tenant, never /common', () => {
  const oidc = (issuer: string, extra: Record<string, string> = {}) =>
    loadConfig({
      STAFF_OIDC_ISSUER: issuer,
      STAFF_OIDC_CLIENT_ID: 'id',
      STAFF_OIDC_CLIENT_SECRET: 'secret',
      STAFF_OIDC_ALLOWED_DOMAINS: 'Agency.example, hk.agency.example',
      ...extra,
    }).staffOidc;
  expect(loadConfig({}).staffOidc).toBeNull();
  expect(oidc('https://accounts.google.com')).toMatchObject({
    kind: 'google',
    allowedDomains: ['agency.example', 'hk.agency.example'],
  });
  expect(oidc('http://127.0.0.1:4000')?.kind).toBe('other');
  expect(() => oidc('http://idp.agency.example')).toThrow(/STAFF_OIDC_ISSUER must be an https:\/\/ URL/);
  expect(() => oidc('https://login.microsoftonline.com/common/v2.0')).toThrow(/tenant's own issuer/);
  expect(oidc('https://login.microsoftonline.com/0b1d2c3e-aaaa-bbbb-cccc-123456789abc/v2.0')?.kind).toBe(
    'microsoft',
  );
  expect(() => loadConfig({ STAFF_OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(
    /STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET, STAFF_OIDC_ALLOWED_DOMAINS must be set too/,
  );
});
