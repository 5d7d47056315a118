// The submit flow both forms share: formik state, messages after touch or submit, the error summary's focus,
// server validation mapped back onto fields, failures (Submit again reuses the idempotency key; a new one when the
// server says the key already stands for other details), and success.
import {
  createFormMeta,
  newIdempotencyKey,
  type FieldError,
  type FormMeta,
  type FormsFailure,
  type FormsResult,
  type PostedForm,
  type SubmissionReceipt,
} from '@agency/forms';
import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { landingSource } from '../../lib/insights.ts';
import { serverErrorsFrom, visibleError, type ServerErrors } from './field-errors.ts';
import type { Translate } from './error-text.ts';

export type SendResult = FormsResult<SubmissionReceipt>;

export interface FormFlowOptions<V extends object> {
  initialValues: V;
  /** Field names in the order the form shows them (the summary's order). */
  fields: readonly (keyof V & string)[];
  /** Element id of a field's control. */
  fieldId: (field: string) => string;
  translate: Translate;
  /** Client-side check of every field: field → message in words (async when it reads a chosen file). */
  validate: (values: V) => Record<string, string> | Promise<Record<string, string>>;
  send: (values: V, meta: FormMeta, onProgress: (fraction: number) => void) => Promise<SendResult>;
  /** Server field names that belong to another form field (the CV's `fileName` → `cv`). */
  serverFieldAlias?: Record<string, string>;
  /** The values after a successful send (default: the initial ones; a resumed draft empties the form). */
  resetTo?: V;
  /** The form as the browser posted it itself, shown again by the server (decision 066). */
  posted?: PostedForm | null;
}

export function useFormFlow<V extends object>(options: FormFlowOptions<V>) {
  const {
    initialValues,
    fields,
    fieldId,
    translate,
    validate,
    send,
    serverFieldAlias = {},
    resetTo,
    posted,
  } = options;
  /** The server's refusals that name a field of this form, in words. */
  const fieldErrorsOf = (errors: readonly FieldError[]): FieldError[] =>
    errors
      .map((e) => ({ ...e, field: serverFieldAlias[e.field] ?? e.field }))
      .filter((e) => (fields as readonly string[]).includes(e.field))
      .map((e) => ({ field: e.field, message: translate(e.message, e.field) }));
  // A posted form starts with what was typed, and with what the server said about it.
  const [startValues] = useState<V>(() => (posted ? { ...initialValues, ...posted.values } : initialValues));
  const postedErrors = posted?.failure?.kind === 'validation' ? fieldErrorsOf(posted.failure.errors) : [];
  // Created when the form renders (in the browser, at hydration): the key makes retries and double submits one.
  const [meta, setMeta] = useState<FormMeta>(() => createFormMeta());
  const [serverErrors, setServerErrors] = useState<ServerErrors>(() =>
    serverErrorsFrom(postedErrors, startValues as Record<string, unknown>),
  );
  const [failure, setFailure] = useState<FormsFailure | null>(() =>
    posted?.failure && postedErrors.length === 0 ? posted.failure : null,
  );
  const [receipt, setReceipt] = useState<SubmissionReceipt | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [summaryFocus, setSummaryFocus] = useState(0);

  const formik = useFormik<V>({
    initialValues: startValues,
    validate: async (values) => (await validate(values)) as FormikErrors<V>,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      // The page's language goes with the form: the acknowledgement is written in it first.
      // And where the visitor came from (insights, decision 071): the submission keeps its source.
      const landing = landingSource();
      const sent = { ...meta, lang: document.documentElement.lang, ...(landing ? { landing } : {}) };
      let result = await send(values, sent, setProgress);
      if (!result.ok && result.failure.kind === 'key-reused') {
        // The key already stands for other details (sent before, answer lost, then corrected): these values are a
        // new submission. A new key, kept for any retry, so the correction is never dropped.
        const fresh = { ...sent, idempotencyKey: newIdempotencyKey() };
        setMeta(fresh);
        result = await send(values, fresh, setProgress);
      }
      setProgress(undefined);
      if (result.ok) {
        setServerErrors({});
        // Focus still in a field (Submit keeps it there) would blur when the dialog opens and mark the emptied
        // field as touched, showing "Enter your …" behind the dialog: blur it before the reset.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        helpers.resetForm({ values: resetTo ?? initialValues });
        setMeta(createFormMeta());
        setReceipt(result.data);
        return;
      }
      if (result.failure.kind === 'validation') {
        const fieldErrors = fieldErrorsOf(result.failure.errors);
        setServerErrors(serverErrorsFrom(fieldErrors, values as Record<string, unknown>));
        if (fieldErrors.length > 0) {
          setSummaryFocus((n) => n + 1);
          return;
        }
        // A 400 about nothing on the form (the anti-abuse fields: sent too quickly, or a start time the server
        // no longer accepts, e.g. a form left open over a day): say so and start the clock again, so a retry with
        // the same key passes once a few seconds have gone by. The input stays.
        setMeta((m) => ({ ...m, formStartedAt: Date.now() }));
        setFailure(result.failure);
        return;
      }
      setFailure(result.failure);
    },
  });

  // After a submit that the browser's own check stopped, move focus to the error summary.
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (formik.isSubmitting || formik.submitCount === handledSubmit.current) return;
    handledSubmit.current = formik.submitCount;
    if (Object.keys(formik.errors).length > 0) setSummaryFocus((n) => n + 1);
  }, [formik.isSubmitting, formik.submitCount, formik.errors]);

  const values = formik.values as Record<string, unknown>;
  const touched = formik.touched as Record<string, unknown>;
  const errorOf = (field: string): string | undefined => {
    const shown = formik.submitCount > 0 || Boolean(touched[field]) || field in serverErrors;
    return shown
      ? visibleError(field, formik.errors as Record<string, unknown>, serverErrors, values[field])
      : undefined;
  };

  const summaryItems =
    formik.submitCount > 0 || Object.keys(serverErrors).length > 0
      ? fields.flatMap((field) => {
          const message = errorOf(field);
          return message ? [{ id: fieldId(field), message }] : [];
        })
      : [];

  return {
    formik,
    meta,
    setHoneypot: (honeypot: string) => setMeta((m) => ({ ...m, honeypot })),
    errorOf,
    summaryItems,
    summaryFocus,
    failure,
    progress,
    receipt,
    closeReceipt: () => setReceipt(null),
    /** Sent by the browser itself: the reference the server answered with ('' for forms that give none). */
    sentReference: posted?.reference,
  };
}

/** What the form frame needs of a flow, whatever the form's values. */
export type FrameFlow = Omit<ReturnType<typeof useFormFlow<object>>, 'formik' | 'errorOf'> & {
  formik: { isSubmitting: boolean; handleSubmit: (event?: FormEvent<HTMLFormElement>) => void };
};
