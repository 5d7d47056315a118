// Field rules shared by the enquiry and the application schemas.
import { array, string } from 'yup';
import { EMAIL_PATTERN } from './limits.ts';
import { ERROR_KEYS, requiredKey } from './messages.ts';
import { PHONE_DIGITS, phoneDigits } from './phone.ts';

/**
 * Characters a one-line field never needs and that can forge or disguise text where it is shown: C0/C1 controls
 * (CR, LF, TAB, NUL…), the Unicode line and paragraph separators, and the bidi controls that reorder what a reader
 * sees (U+061C, U+200E/F, U+202A–E, U+2066–9). A name with a line break could add lines to the agency's mail.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * Required free text, trimmed first so blanks count as empty. One line unless `multiLine` (the message boxes,
 * where line breaks are the point).
 */
export const requiredText = (field: string, max: number, { multiLine = false } = {}) => {
  const text = string().trim().required(requiredKey(field)).max(max, ERROR_KEYS.tooLong).default('');
  return multiLine
    ? text
    : text.test(
        'one-line',
        ERROR_KEYS.controlCharacters,
        (v) => v === undefined || !CONTROL_CHARACTERS.test(v),
      );
};

/** Optional free text on one line: empty is fine, anything given is checked like required text. */
export const optionalText = (max: number) =>
  string()
    .trim()
    .max(max, ERROR_KEYS.tooLong)
    .default('')
    .test('one-line', ERROR_KEYS.controlCharacters, (v) => v === undefined || !CONTROL_CHARACTERS.test(v));

/** `max` counts the characters as written; the value comes out as digits, "+" first if written (see phone.ts). */
export const phone = (max: number) =>
  requiredText('phone', max)
    .test(
      'phone-max',
      ERROR_KEYS.tooLong,
      (_, context) => String(context.originalValue ?? '').trim().length <= max,
    )
    .transform((value: string) => phoneDigits(value) ?? value)
    .test('phone-format', ERROR_KEYS.phoneFormat, (value) => !value || /^\+?\d+$/.test(value))
    .test('phone-length', ERROR_KEYS.phoneLength, (value) => {
      if (!value || !/^\+?\d+$/.test(value)) return true;
      const digits = value.replace('+', '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    });

export const email = (max: number) =>
  requiredText('email', max).matches(EMAIL_PATTERN, {
    message: ERROR_KEYS.emailFormat,
    excludeEmptyString: true,
  });

/** A required choice from a fixed list (a select). */
export const choice = (field: string, values: readonly string[]) =>
  string()
    .trim()
    .required(requiredKey(field))
    .test('one-of', ERROR_KEYS.invalidOption, (v) => v === undefined || v === '' || values.includes(v))
    .default('');

/** An optional choice from a fixed list: empty, or one of the values. */
export const optionalChoice = (values: readonly string[]) =>
  string()
    .trim()
    .test('one-of', ERROR_KEYS.invalidOption, (v) => v === undefined || v === '' || values.includes(v))
    .default('');

/** At least one choice from a fixed list, no repeats (the sector and function multi-selects). */
export const choices = (field: string, values: readonly string[]) =>
  array()
    .of(
      string()
        .required()
        .oneOf([...values], ERROR_KEYS.invalidOption),
    )
    .required(requiredKey(field))
    .min(1, requiredKey(field))
    .test('unique', ERROR_KEYS.invalidOption, (v) => !v || new Set(v).size === v.length)
    .default([]);
