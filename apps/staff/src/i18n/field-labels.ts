// Form field labels. English: the forms package's own labels (the words of the agency's mail), never typed again.
// Chinese: the forms package has none, so the public form's own Traditional Chinese labels (the words the
// applicant answered), read from the site's text.
import { APPLICATION_MAIL_LABELS, ENQUIRY_MAIL_LABELS } from '@agency/forms/mail-labels';
import type { SubmissionKind } from '@agency/forms/inbox';
import zhForms from '../../../web/src/i18n/locales/zh-Hant/forms.json';
import type { Lang } from './i18n.tsx';

const ENGLISH: Record<SubmissionKind, Record<string, string>> = {
  enquiry: ENQUIRY_MAIL_LABELS,
  application: APPLICATION_MAIL_LABELS,
};
const CHINESE: Record<string, string> = zhForms.fields;

export function fieldLabel(kind: SubmissionKind, field: string, lang: Lang): string {
  const english = ENGLISH[kind][field] ?? field;
  return lang === 'zh-Hant' ? (CHINESE[field] ?? english) : english;
}
