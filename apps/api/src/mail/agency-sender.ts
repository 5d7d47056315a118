/**
 * The one sender identity of every mail the agency sends (issue 42): the agency's name, in the recipient's
 * language, on the configured MAIL_FROM address; replies go to the agency's published address (MAIL_TO when the
 * content has none); subjects open with the agency's name. A teacher sees the same sender on an acknowledgement,
 * a draft link, a job alert and a status mail, and a reply always reaches the office.
 */
import type { MailBrand, MailLang } from './mail-layout.ts';

/** The configured addresses (config.forms: MAIL_FROM, MAIL_TO). */
export interface MailAddresses {
  mailFrom: string;
  mailTo: string;
}

/**
 * An address as a header value, or null. The form's schema allows any non-space characters around the @;
 * characters that mean something in an address list (`,;<>"()[]\:`) would let one field become several
 * recipients, so such an address gets no mail and is never a Reply-To.
 */
export function safeMailbox(email: string): { name: string; address: string } | null {
  return /^[^\s@,;<>"()[\]\\:]+@[^\s@,;<>"()[\]\\:]+$/.test(email) ? { name: '', address: email } : null;
}

/** From and Reply-To of a mail in `lang`. */
export function agencySender(
  brand: MailBrand,
  lang: MailLang,
  addresses: MailAddresses,
): { from: { name: string; address: string }; replyTo: string } {
  return {
    from: { name: brand.name[lang], address: addresses.mailFrom },
    replyTo: brand.email && safeMailbox(brand.email) ? brand.email : addresses.mailTo,
  };
}

/** "Harbourline ESL Recruitment: Confirm your job alert" / "海港英語教師招聘：請確認您的職位通知". */
export function agencySubject(brand: MailBrand, lang: MailLang, subject: string): string {
  return lang === 'zh-Hant' ? `${brand.name[lang]}：${subject}` : `${brand.name[lang]}: ${subject}`;
}
