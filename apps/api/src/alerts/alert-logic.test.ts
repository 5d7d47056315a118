import { criteriaOf, parseAlertWire } from '@agency/forms';
import { describe, expect, it } from 'vitest';
import { alertMatches, digestVacancies } from './alert-matching.ts';
import { forcedSlot, latestSlot, nextSlotAt } from './alert-schedule.ts';
import { hashToken, isTokenShaped, newToken } from '../security/link-tokens.ts';
import { readAlertLink, signAlertLink } from './alert-tokens.ts';
import { alertVacancy } from './test-support/alert-rows.ts';

const vacancy = alertVacancy;

describe('matching', () => {
  const any = criteriaOf({ regions: ['any'], sectors: ['any'], employmentTypes: ['any'] });
  it('"any" matches every value, also one added later', () => {
    expect(alertMatches(any, vacancy())).toBe(true);
    expect(alertMatches(any, vacancy({ sector: 'a-sector-added-next-year' }))).toBe(true);
  });
  it('"any" wins over other choices in the same list', () => {
    expect(
      criteriaOf({ regions: ['macau', 'any'], sectors: ['primary'], employmentTypes: ['any'] }).regions,
    ).toBeNull();
  });
  it('each list must hold the vacancy’s value', () => {
    const criteria = criteriaOf({
      regions: ['macau'],
      sectors: ['primary', 'secondary'],
      employmentTypes: ['any'],
    });
    expect(alertMatches(criteria, vacancy())).toBe(true);
    expect(alertMatches(criteria, vacancy({ region: 'hong-kong' }))).toBe(false);
    expect(alertMatches(criteria, vacancy({ sector: 'kindergarten' }))).toBe(false);
    expect(alertMatches(criteria, vacancy({ employmentType: 'part-time' }))).toBe(true);
  });
  it('a digest lists what was announced after the last digest, up to the run’s cut-off', () => {
    const announced = [
      { vacancy: vacancy({ id: 'old' }), firstOpenAt: 100 },
      { vacancy: vacancy({ id: 'new' }), firstOpenAt: 200 },
      { vacancy: vacancy({ id: 'after-cutoff' }), firstOpenAt: 301 },
      { vacancy: vacancy({ id: 'elsewhere', region: 'hong-kong' }), firstOpenAt: 250 },
    ];
    const criteria = criteriaOf({ regions: ['macau'], sectors: ['any'], employmentTypes: ['any'] });
    expect(digestVacancies(criteria, 100, 300, announced).map((v) => v.id)).toEqual(['new']);
  });
});

describe('the schedule (Hong Kong is UTC+8 all year)', () => {
  const at = (iso: string) => Date.parse(iso);
  it('a daily run is due from 08:00 Hong Kong, not at Hong Kong midnight', () => {
    // 00:30 on the 26th in Hong Kong: the 26th's run is still to come, the latest is the 25th's.
    expect(latestSlot('daily', at('2026-11-25T16:30:00Z')).key).toBe('daily:2026-11-25');
    // 07:59 in Hong Kong on the 26th.
    expect(latestSlot('daily', at('2026-11-25T23:59:59Z')).key).toBe('daily:2026-11-25');
    // 08:00 in Hong Kong on the 26th is midnight UTC.
    const slot = latestSlot('daily', at('2026-11-26T00:00:00Z'));
    expect(slot).toEqual({ frequency: 'daily', key: 'daily:2026-11-26', at: at('2026-11-26T00:00:00Z') });
    expect(nextSlotAt('daily', at('2026-11-26T00:00:00Z'))).toBe(at('2026-11-27T00:00:00Z'));
  });
  it('a weekly run is due on Monday 08:00 Hong Kong', () => {
    // Monday 30 Nov 2026, 07:59 in Hong Kong (Sunday 23:59 UTC): still last Monday's run.
    expect(latestSlot('weekly', at('2026-11-29T23:59:00Z')).key).toBe('weekly:2026-11-23');
    expect(latestSlot('weekly', at('2026-11-30T00:00:00Z')).key).toBe('weekly:2026-11-30');
    // Monday 00:30 in Hong Kong is Sunday 16:30 UTC: not yet.
    expect(latestSlot('weekly', at('2026-11-29T16:30:00Z')).key).toBe('weekly:2026-11-23');
    expect(latestSlot('weekly', at('2026-12-01T12:00:00Z')).at).toBe(at('2026-11-30T00:00:00Z'));
    expect(nextSlotAt('weekly', at('2026-12-01T12:00:00Z'))).toBe(at('2026-12-07T00:00:00Z'));
  });
  it('a forced run has a name of its own and is cut off when it starts', () => {
    const slot = forcedSlot('weekly', at('2026-11-25T10:00:00Z'));
    expect(slot.key).toBe('weekly:forced:2026-11-25T10:00:00.000Z');
    expect(slot.at).toBe(at('2026-11-25T10:00:00Z'));
  });
});

describe('tokens', () => {
  it('are random, link-shaped, and stored only as a hash', () => {
    const a = newToken();
    expect(isTokenShaped(a)).toBe(true);
    expect(a).not.toBe(newToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
    expect(isTokenShaped(`${a}x`)).toBe(false);
  });
  it('a signed link names its alert; a changed one is refused', () => {
    const key = 'k'.repeat(43);
    const link = signAlertLink(key, 42, 0);
    expect(readAlertLink(key, link)).toEqual({ alertId: 42, version: 0 });
    expect(readAlertLink(key, link.replace(/^42/, '43'))).toBeNull();
    expect(readAlertLink(key, link.replace('.0.', '.1.'))).toBeNull();
    expect(readAlertLink('other'.repeat(9), link)).toBeNull();
    expect(readAlertLink(key, `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
  });
});

describe('the subscription form', () => {
  const body = (extra: Record<string, string | string[]>) => ({
    email: 'mei@example.com',
    regions: ['macau'],
    sectors: ['any'],
    employmentTypes: ['full-time'],
    frequency: 'daily',
    lang: 'zh-Hant',
    idempotency_key: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    form_started_at: '1700000000000',
    company_website: '',
    ...extra,
  });
  it('accepts a valid subscription', () => {
    const parsed = parseAlertWire(body({}));
    expect(parsed.ok).toBe(true);
  });
  it('names each bad field: an invalid address, no criteria, an unknown region or sector', () => {
    const parsed = parseAlertWire(
      body({ email: 'mei@', regions: [], sectors: ['nursery'], frequency: 'hourly' }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      { field: 'email', message: 'forms:errors.emailFormat' },
      { field: 'regions', message: 'forms:errors.required.regions' },
      { field: 'sectors', message: 'forms:errors.invalidOption' },
      { field: 'frequency', message: 'forms:errors.invalidOption' },
    ]);
  });
});
