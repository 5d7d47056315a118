import {
  APPLICATION_WIRE_NAMES,
  AVAILABLE_TO_START,
  CAREER_LEVELS,
  EDUCATION_LEVELS,
  ENQUIRY_WIRE_NAMES,
  ERROR_KEYS,
  FUNCTIONS,
  MARITAL_STATUSES,
  SECTORS,
  TEFL_CERTIFICATE_OPTIONS,
} from '@agency/forms';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/forms.json';
import zh from '../../i18n/locales/zh-Hant/forms.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const lookup = (messages: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('forms texts', () => {
  it('Traditional Chinese has every English text, none empty or left in English', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const key of keys(zh)) expect(String(lookup(zh, key)).trim(), key).not.toBe('');
    const same = keys(en).filter((key) => lookup(en, key) === lookup(zh, key));
    expect(same).toEqual([]);
  });

  it('has words for every message key the shared schemas can produce', () => {
    // Every field has a required message except the vacancy (empty = any vacancy).
    const fields = new Set([...Object.keys(ENQUIRY_WIRE_NAMES), ...Object.keys(APPLICATION_WIRE_NAMES)]);
    fields.delete('vacancy');
    const produced = [...Object.values(ERROR_KEYS), ...[...fields].map((f) => `forms:errors.required.${f}`)];
    for (const messages of [en, zh])
      for (const key of produced)
        expect(lookup(messages, key.replace(/^forms:/, '')), key).toBeTypeOf('string');
  });

  it('labels every option', () => {
    const lists = {
      maritalStatus: MARITAL_STATUSES,
      teflCertificateHeld: TEFL_CERTIFICATE_OPTIONS,
      educationLevel: EDUCATION_LEVELS,
      careerLevel: CAREER_LEVELS,
      availableToStart: AVAILABLE_TO_START,
      sectors: SECTORS,
      functions: FUNCTIONS,
    };
    for (const messages of [en, zh])
      for (const [list, options] of Object.entries(lists))
        for (const option of options)
          expect(lookup(messages, `options.${list}.${option.key}`), `${list}.${option.key}`).toBeTypeOf(
            'string',
          );
  });
});
