// Form field labels, in both languages: the labels the public forms show, read from their one source (never typed
// again here), so a submission reads under the same words the applicant answered.
// TODO(issue 9): read them from @agency/forms once its field labels land there.
import enForms from '../../../web/src/i18n/locales/en/forms.json';
import zhForms from '../../../web/src/i18n/locales/zh-Hant/forms.json';
import type { Lang } from './i18n.tsx';

const LABELS: Record<Lang, Record<string, string>> = { en: enForms.fields, 'zh-Hant': zhForms.fields };

/**
 * The Teach Abroad form asks some questions in its own words (e.g. "Degree held" for the career level); its
 * applications are the ones without sectors, which only the Vacancies form asks for.
 */
export const isTeachAbroad = (fields: { field: string }[]) => !fields.some((f) => f.field === 'sectors');

export function fieldLabel(field: string, lang: Lang, teachAbroad = false): string {
  const labels = LABELS[lang];
  return (
    (teachAbroad ? labels[`${field}TeachAbroad`] : undefined) ?? labels[field] ?? LABELS.en[field] ?? field
  );
}
