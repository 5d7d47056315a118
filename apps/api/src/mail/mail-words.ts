// Dates and numbers in the mails' languages, shared by every feature's mails.
import type { MailLang } from './mail-layout.ts';

/**
 * Number and date formats, made once per language (and currency) and kept: making an Intl format is slow (ICU
 * loads its locale data), ~3 ms of CPU for each vacancy of each digest mail when they were made per call.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function intlFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let made = formats.get(key) as T | undefined;
  if (!made) formats.set(key, (made = make()));
  return made;
}

export const mailLocale = (lang: MailLang) => (lang === 'zh-Hant' ? 'zh-Hant-HK' : 'en-GB');

/** `1 February 2027`, `2027年2月1日` (a YYYY-MM-DD date as written, no time zone). */
export function formatDay(value: string, lang: MailLang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const instant = new Date(`${value}T00:00:00Z`);
  return intlFormat(
    `day ${lang}`,
    () => new Intl.DateTimeFormat(mailLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(instant);
}
