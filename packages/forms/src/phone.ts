// Phone numbers as people write them ("+852 9123 4567", "(+853) 6612-3456", "020.7946.0958") are accepted and
// stored as E.164-style digits: a number written with its "+" keeps it ("+44 7700 900123" → "+447700900123"), so
// mails and the staff area show it as an international number; one written without stays digits only. The rule
// lives in the shared schema, so the browser says exactly what the API will say, and the value the API stores
// comes from the same cast.

/** Digits with spaces, dashes, dots or brackets between them, and at most one + at the start (inside a bracket too). */
const WRITTEN_PHONE = /^\(?\+?[\d\s().-]+$/;

/** E.164 allows up to 15 digits with the country code; fewer than 8 cannot be a full Hong Kong or Macau number. */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;

/**
 * The digits of a phone number written with the usual separators, "+" first when it was written with one; null
 * when it has anything else (letters, two +).
 */
export function phoneDigits(written: string): string | null {
  const text = written.trim();
  if (!WRITTEN_PHONE.test(text) || !/\d/.test(text)) return null;
  return (text.includes('+') ? '+' : '') + text.replace(/\D/g, '');
}

/** A stored phone number (see phoneDigits) as a tel: link. */
export const telHref = (stored: string): string => `tel:${stored.replace(/[^\d+]/g, '')}`;
