// The label of each form field, from the forms package (the same words the agency's mail uses), for the CSV
// export's headers.
import { APPLICATION_MAIL_LABELS, ENQUIRY_MAIL_LABELS } from '@agency/forms';

const LABELS: Record<string, string> = { ...ENQUIRY_MAIL_LABELS, ...APPLICATION_MAIL_LABELS };

export const fieldLabel = (field: string): string => LABELS[field] ?? field;
