import { describe, expect, it } from 'vitest';
import {
  PREVIEW_SECONDS,
  previewCookie,
  previewCookieValue,
  previewTokens,
  sameSitePath,
  sameText,
} from './preview-session.ts';

describe('preview tokens (the cookie’s value and the bearer token of draft queries)', () => {
  const tokens = previewTokens('key-one');
  it('verifies a token it issued, for an hour', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    const token = tokens.issue(now);
    expect(tokens.verify(token, now)).toBe(true);
    expect(tokens.verify(token, now + PREVIEW_SECONDS * 1000 - 1)).toBe(true);
    expect(tokens.verify(token, now + PREVIEW_SECONDS * 1000)).toBe(false);
  });

  it('refuses tokens signed with another key, altered, or malformed', () => {
    const token = tokens.issue();
    expect(previewTokens('key-two').verify(token)).toBe(false);
    const [expires, signature] = token.split('.');
    expect(tokens.verify(`${Number(expires) + 3_600_000}.${signature}`)).toBe(false);
    for (const bad of [
      undefined,
      '',
      'x',
      `${expires}.`,
      `.${signature}`,
      `${token}.extra`,
      `abc.${signature}`,
    ])
      expect(tokens.verify(bad), String(bad)).toBe(false);
  });

  it('compares secrets whole', () => {
    expect(sameText('a-long-preview-secret', 'a-long-preview-secret')).toBe(true);
    expect(sameText('a-long-preview-secreT', 'a-long-preview-secret')).toBe(false);
    expect(sameText('a-long', 'a-long-preview-secret')).toBe(false);
  });
});

describe('the redirect after enabling or disabling preview', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(sameSitePath('/Vacancies/esl-teacher?x=1#apply')).toBe('/Vacancies/esl-teacher?x=1#apply');
    expect(sameSitePath('/zh-hant')).toBe('/zh-hant');
    expect(sameSitePath(undefined)).toBe('/');
    expect(sameSitePath('')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const attempt of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/%0d%0aSet-Cookie:x=1',
      '/\t/evil.example',
      '/a\nb',
      ['/', '/'],
      '/' + 'a'.repeat(3000),
    ]) {
      const result = sameSitePath(attempt);
      if (result !== null)
        expect(result.startsWith('/') && !result.startsWith('//'), String(attempt)).toBe(true);
      if (typeof attempt === 'string' && !attempt.startsWith('/%0d')) expect(result, attempt).toBeNull();
    }
  });
});

describe('the preview cookie', () => {
  it('is HttpOnly, an hour, Lax on the site’s own origin, Secure on https only', () => {
    expect(previewCookie('t', { https: false, embeddedFromOtherOrigin: false })).toBe(
      'agency-preview=t; Path=/; HttpOnly; Max-Age=3600; SameSite=Lax',
    );
    expect(previewCookie('t', { https: true, embeddedFromOtherOrigin: false })).toBe(
      'agency-preview=t; Path=/; HttpOnly; Max-Age=3600; Secure; SameSite=Lax',
    );
  });

  it('is SameSite=None (Secure, partitioned) only when the Studio embeds the site from another origin', () => {
    expect(previewCookie('t', { https: true, embeddedFromOtherOrigin: true })).toBe(
      'agency-preview=t; Path=/; HttpOnly; Max-Age=3600; Secure; SameSite=None; Partitioned',
    );
    // SameSite=None needs Secure: without https it stays Lax.
    expect(previewCookie('t', { https: false, embeddedFromOtherOrigin: true })).toContain('SameSite=Lax');
  });

  it('is cleared with an empty value and Max-Age=0, and read back from a Cookie header', () => {
    expect(previewCookie('t', { https: false, embeddedFromOtherOrigin: false, clear: true })).toBe(
      'agency-preview=; Path=/; HttpOnly; Max-Age=0; SameSite=Lax',
    );
    expect(previewCookieValue('a=1; agency-preview=123.abc; b=2')).toBe('123.abc');
    expect(previewCookieValue('a=1')).toBeUndefined();
    expect(previewCookieValue(undefined)).toBeUndefined();
  });
});
