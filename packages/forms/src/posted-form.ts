// A form sent by the browser itself (scripts off or not yet loaded: decision 066). The site renders its page again
// with this state: what was typed and why it was not taken, or the reference once it was. Its fields travel by
// their wire names, like the app's own posts; two hidden fields say where the form sits.
import { readAlertValues } from './alert-schema.ts';
import type { FormsFailure } from './client-result.ts';
import { readStatusRequestValues } from './status-request-schema.ts';
import {
  applicationFieldOf,
  enquiryFieldOf,
  fromApplicationWire,
  fromEnquiryWire,
  type WireBody,
} from './wire.ts';

export type PostedFormKind = 'enquiry' | 'application' | 'alert' | 'status';

/** The hidden fields a form posts besides its own: the page it sits on and its element id there. */
export const POSTED_FORM_WIRE = { page: 'form_page', form: 'form_id' } as const;

export interface PostedForm {
  /** The form's element id on its page (`enquiry-contact-us`, `application-teach-abroad`, …). */
  id: string;
  /** What was typed, by field name. Files are never kept: they must be chosen again. */
  values: Record<string, string | string[]>;
  /** Why it was not taken (FORM field names, i18n keys); absent when it was. */
  failure?: FormsFailure;
  /** Taken: the agency's reference ('' for the forms that give none: job alerts, status links). */
  reference?: string;
}

/** A form element id as the site writes them: nothing a page could mistake for markup. */
export const POSTED_FORM_ID_PATTERN = /^[a-z][a-z0-9-]{0,60}$/;

/** What was typed into a posted form, by field name (the shape the form's values have). */
export function postedValues(kind: PostedFormKind, body: WireBody): PostedForm['values'] {
  const values =
    kind === 'enquiry'
      ? fromEnquiryWire(body).values
      : kind === 'application'
        ? fromApplicationWire(body).values
        : kind === 'alert'
          ? readAlertValues(body)
          : readStatusRequestValues(body);
  return values as unknown as PostedForm['values'];
}

/** A wire name in a refusal → the field the form shows it on (the CV's `file` and `fileName` are its `cv`). */
export function postedFieldOf(kind: PostedFormKind): (wire: string) => string {
  if (kind === 'enquiry') return enquiryFieldOf;
  if (kind === 'application')
    return (wire) => (wire === 'file' || wire === 'fileName' ? 'cv' : applicationFieldOf(wire));
  return (wire) => wire;
}
