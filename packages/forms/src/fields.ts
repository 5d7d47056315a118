// Field rules shared by the enquiry and the application schemas.
import { array, string } from 'yup';
import { EMAIL_PATTERN } from './limits.ts';
import { ERROR_KEYS, requiredKey } from './messages.ts';
import { PHONE_DIGITS, phoneDigits } from './phone.ts';

/** Required free text, trimmed first so blanks count as empty. */
export const requiredText = (field: string, max: number) =>
  string().trim().required(requiredKey(field)).max(max, ERROR_KEYS.tooLong).default('');

/** `max` counts the characters as written; the value comes out as digits only (see phone.ts). */
export const phone = (max: number) =>
  requiredText('phone', max)
    .test(
      'phone-max',
      ERROR_KEYS.tooLong,
      (_, context) => String(context.originalValue ?? '').trim().length <= max,
    )
    .transform((value: string) => phoneDigits(value) ?? value)
    .test('phone-format', ERROR_KEYS.phoneFormat, (value) => !value || /^\d+$/.test(value))
    .test(
      'phone-length',
      ERROR_KEYS.phoneLength,
      (value) =>
        !value ||
        !/^\d+$/.test(value) ||
        (value.length >= PHONE_DIGITS.min && value.length <= PHONE_DIGITS.max),
    );

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
