// English labels of the form fields, for the CSV export's headers: the labels the public forms show, read from
// their one source (not typed again here).
// TODO(issue 9): read them from @agency/forms once its field labels land there.
import formsText from '../../../../web/src/i18n/locales/en/forms.json' with { type: 'json' };

const LABELS: Record<string, string> = formsText.fields;

export const fieldLabel = (field: string): string => LABELS[field] ?? field;
