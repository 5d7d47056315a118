// Turns the shared schemas' message keys into words in the page's language.
import { MAX_LENGTHS } from '@agency/forms';
import type { TFunction } from 'i18next';

export type Translate = (key: string, field: string, extra?: Record<string, unknown>) => string;

const maxFor = (field: string): number | undefined => {
  if (field === 'message') return MAX_LENGTHS.enquiryMessage;
  return (MAX_LENGTHS as Record<string, number>)[field];
};

/** `label(field)` is the field's label (from the table of form fields), which messages such as "too long" quote. */
export function errorText(t: TFunction, label: (field: string) => string): Translate {
  return (key, field, extra) => {
    const text = t(key, { label: label(field), max: maxFor(field), ...extra });
    // An unknown key (e.g. from another provider) would show as a key: say something useful instead.
    return text === key || text === key.replace(/^forms:/, '') ? t('forms:errors.invalidOption') : text;
  };
}
