import {
  APPLICATION_FIELD_ORDER,
  APPLICATION_WIRE_NAMES,
  applicationFormSchemaFor,
  checkCvFiles,
  CV_MAX_FILES,
  emptyApplication,
  ERROR_KEYS,
  fieldLabel,
  type ApplicationField,
  type ApplicationFormValues,
  type FormMeta,
} from '@agency/forms';
import { SelectField, TextAreaField, TextField, type SelectOption } from '@agency/form-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLang, useLocalizePath } from '../i18n/use-lang.ts';
import { paths } from '../lib/route-paths.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { ChipMultiSelect } from './components/chip-multi-select.tsx';
import { CvField, type RefusedCvRow } from './components/cv-field.tsx';
import { DraftOutcome, type SaveOutcome } from './components/draft-outcome.tsx';
import { FormFrame } from './components/form-frame.tsx';
import { PrivacyStatement } from './components/privacy-statement.tsx';
import { EmailField, PhoneField } from './components/text-field.tsx';
import { applicationOptions } from './lib/application-options.ts';
import { chooseCvFiles, cvContentProblem } from './lib/cv-content.ts';
import { errorText } from './lib/error-text.ts';
import { formsClient } from './lib/forms-client.ts';
import { usePostedForm } from './lib/posted-form.ts';
import { prefillFromSearch } from './lib/prefill.ts';
import { createApplicationSender, type ApplicationWithCv } from './lib/send-application.ts';
import { useDraft, type DraftState, type Refusal } from './lib/use-draft.ts';
import { useFormFlow, type SendResult } from './lib/use-form-flow.ts';
import { useStartedEvent } from './lib/use-started-event.ts';
import { wordedErrors } from './lib/validate-values.ts';
import { wireField } from './lib/wire-field.ts';
import styles from './components/form-frame.module.css';

export interface ApplicationFormProps {
  /** Teach Abroad (no sectors/functions) or Vacancies (sectors, functions, vacancy applied for). */
  variant: 'teach-abroad' | 'vacancies';
  /** Preselects the vacancy when the form sits on a vacancy's own page. */
  vacancy?: { title: string; slug: string };
  /** Vacancies the applicant may choose from (Vacancies form); the preselected one is always offered. */
  vacancies?: readonly { title: string; slug: string }[];
  /** A saved draft opened from its resume link: its answers as typed, its token and stored CVs. */
  draft?: { values: Partial<ApplicationFormValues>; state: DraftState };
}

type Field = Exclude<ApplicationField, 'fileName'> | 'cv';

const FIELDS: Record<ApplicationFormProps['variant'], readonly Field[]> = {
  'teach-abroad': [...APPLICATION_FIELD_ORDER['teach-abroad'], 'cv'],
  vacancies: [...APPLICATION_FIELD_ORDER.vacancies, 'cv'],
};

/** The teacher application with CV (Teach Abroad and Vacancies): uploads the CV, then posts the application. */
export function ApplicationForm({ variant, vacancy, vacancies = [], draft }: ApplicationFormProps) {
  const { t } = useTranslation('forms');
  const lang = useLang();
  const formId = `application-${variant}`;
  const fieldId = (field: string) => `${formId}-${field}`;
  const teachAbroad = variant === 'teach-abroad';
  // The file input is the table's `fileName`: the CV the posted application names.
  const label = (name: string) => fieldLabel('application', name === 'cv' ? 'fileName' : name, lang);
  const translate = errorText(t, label);
  const options = useMemo(() => applicationOptions(t, lang), [t, lang]);
  const { countries } = options;
  // What needs scripts (saving a draft) is offered once they run; the rest works as a plain HTML form.
  const hydrated = useHydrated();
  const posted = usePostedForm(formId);
  const vacancyOptions = useMemo<SelectOption[]>(() => {
    const list =
      vacancy && !vacancies.some((v) => v.slug === vacancy.slug) ? [vacancy, ...vacancies] : vacancies;
    return list.map((v) => ({ value: v.slug, label: v.title }));
  }, [vacancy, vacancies]);
  const schema = applicationFormSchemaFor(variant);
  const drafts = useDraft(formsClient, variant, draft?.state);
  // Chosen files that failed a check never join the list: each is shown on its own row with its reason (also
  // the ones the server refused while saving a draft).
  const [refused, setRefused] = useState<RefusedCvRow[]>([]);
  const refusedRows = (list: readonly Refusal[], sent: readonly File[]): RefusedCvRow[] =>
    list.map((r) => ({
      file: sent.find((f) => f.name === r.name) ?? new File([], r.name),
      message: translate(r.message, 'cv', { name: r.name }),
    }));
  const [saveOutcome, setSaveOutcome] = useState<SaveOutcome | null>(null);
  const [saving, setSaving] = useState<number | undefined>(undefined);
  const clearChosen = useRef<() => void>(() => {});
  const send = useMemo(() => {
    const plain = createApplicationSender(formsClient, variant);
    return async (
      values: ApplicationWithCv,
      meta: FormMeta,
      onProgress: (fraction: number) => void,
    ): Promise<SendResult> => {
      const current = drafts.current();
      if (!current) return plain(values, meta, onProgress);
      // Finishing a saved draft: its CVs are already stored. Changed ones are saved with it first, then the
      // application names the draft's upload and its token (the server deletes the draft with the submission).
      const { cv, ...answers } = values;
      let fileName = current.fileName;
      if (drafts.filesChanged(cv)) {
        onProgress(0);
        const saved = await drafts.persist(answers, cv, meta, onProgress);
        if (!saved.ok) return saved;
        clearChosen.current();
        setRefused(refusedRows(saved.data.refused, cv));
        if (saved.data.refused.length > 0) return { ok: false, failure: { kind: 'validation', errors: [] } };
        fileName = saved.data.fileName;
      }
      const result = await formsClient().sendApplication(
        { ...answers, fileName: fileName ?? '' },
        meta,
        variant,
        {
          draft: current.token,
        },
      );
      if (result.ok) {
        drafts.forget();
        setSaveOutcome(null);
      }
      return result;
    };
    // The draft hook's functions read its latest state through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variant]);
  const empty = { ...emptyApplication(teachAbroad ? '' : (vacancy?.slug ?? '')), cv: [] };

  const flow = useFormFlow<ApplicationWithCv>({
    initialValues: { ...empty, ...draft?.values, cv: [] },
    resetTo: empty,
    fields: FIELDS[variant],
    fieldId,
    translate,
    validate: async ({ cv, ...values }) => {
      const errors = wordedErrors(schema, values, translate);
      const stored = drafts.current()?.stored.length ?? 0;
      // Name, size and count first; then what the files really are, read from their first bytes. CVs kept with
      // a saved draft count as attached.
      const problem =
        stored > 0 && cv.length === 0
          ? undefined
          : stored + cv.length > CV_MAX_FILES
            ? { message: ERROR_KEYS.cvTooMany, fileName: undefined }
            : (checkCvFiles(cv)[0] ?? (await cvContentProblem(cv)));
      if (problem) errors.cv = translate(problem.message, 'cv', { name: problem.fileName });
      return errors;
    },
    send,
    serverFieldAlias: { fileName: 'cv' },
    posted,
  });
  const { formik, errorOf } = flow;
  const localizePath = useLocalizePath();
  const [searchParams] = useSearchParams();
  // A link may start the form with some answers (the eligibility checker's "Apply with these answers"); they
  // only fill fields still empty, so nothing typed before the app started is overwritten.
  useEffect(() => {
    for (const [name, value] of Object.entries(prefillFromSearch(searchParams))) {
      if (!formik.values[name as keyof typeof formik.values]) void formik.setFieldValue(name, value, false);
    }
    // Once, when the form starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useStartedEvent(formId);
  const cvFiles = useRef(formik.values.cv);
  cvFiles.current = formik.values.cv;
  const chooseCvs = async (chosen: File[]) => {
    const result = await chooseCvFiles(
      cvFiles.current,
      chosen,
      CV_MAX_FILES - (drafts.current()?.stored.length ?? 0),
    );
    setRefused(
      result.refused.map(({ file, problem }) => ({
        file,
        message: problem
          ? translate(problem.message, 'cv', { name: file.name })
          : t('cv.tooMany', { max: CV_MAX_FILES }),
      })),
    );
    if (result.files.length === cvFiles.current.length) return;
    void formik.setFieldValue('cv', result.files);
    // Checked as soon as files are chosen, before anything is uploaded.
    void formik.setFieldTouched('cv', true, false);
  };
  clearChosen.current = () => void formik.setFieldValue('cv', [], false);

  /** "Save and finish later": needs only a valid e-mail address; everything else is kept as typed. */
  const saveForLater = async () => {
    if (saving !== undefined || formik.isSubmitting) return;
    const { cv, ...answers } = formik.values;
    if (wordedErrors(schema, answers, translate).email) {
      void formik.setFieldTouched('email', true, true);
      setSaveOutcome({ kind: 'needs-email' });
      document.getElementById(fieldId('email'))?.focus();
      return;
    }
    // Chosen files were checked when chosen; only as many as the draft has room for are sent.
    const room = CV_MAX_FILES - (drafts.current()?.stored.length ?? 0);
    const sendable = cv.slice(0, Math.max(0, room));
    const tooMany = cv
      .slice(sendable.length)
      .map((file) => ({ file, message: t('cv.tooMany', { max: CV_MAX_FILES }) }));
    setSaving(0);
    const result = await drafts.persist(
      answers,
      sendable,
      { ...flow.meta, lang: document.documentElement.lang },
      setSaving,
    );
    setSaving(undefined);
    if (!result.ok) {
      setSaveOutcome({ kind: 'failed', failure: result.failure });
      return;
    }
    clearChosen.current();
    setRefused([...tooMany, ...refusedRows(result.data.refused, sendable)]);
    setSaveOutcome({
      kind: 'saved',
      mailed: result.data.mailed,
      // Older answers lack it: read as not held.
      mailHeld: typeof result.data.mailHeldUntil === 'number',
      email: answers.email,
      expiresAt: result.data.expiresAt,
    });
  };
  const field = (name: Field) => ({ id: fieldId(name), label: label(name), error: errorOf(name) });
  const text = (name: Exclude<Field, 'sectors' | 'functions' | 'cv'>) => ({
    ...field(name),
    ...wireField(formik, name, APPLICATION_WIRE_NAMES[name]),
  });
  const busyText = flow.progress !== undefined ? t('uploading') : t('submitting');

  return (
    <div className={styles.withPrivacy} data-form="application" data-variant={variant}>
      <p className={styles.eligibilityNote}>
        <Trans
          t={t}
          i18nKey="eligibilityNote"
          components={{ 1: <Link to={localizePath(paths.eligibility)} /> }}
        />
      </p>
      <FormFrame
        id={formId}
        kind="application"
        requiredNote={t('allRequiredExceptOptional')}
        flow={flow}
        busyText={busyText}
        secondaryAction={
          hydrated && (
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-disabled={saving !== undefined || formik.isSubmitting || undefined}
              onClick={() => void saveForLater()}
            >
              {saving !== undefined ? t('draft.saving') : t('draft.save')}
            </button>
          )
        }
        secondaryOutcome={<DraftOutcome outcome={saveOutcome} />}
      >
        <TextField {...text('firstName')} autoComplete="given-name" />
        <TextField {...text('surname')} autoComplete="family-name" />
        <TextField {...text('idNo')} hint={t('hints.idNo')} autoComplete="off" spellCheck={false} />
        <SelectField {...text('nationality')} options={countries} />
        <PhoneField {...text('phone')} />
        <EmailField {...text('email')} />
        <SelectField
          {...text('maritalStatus')}
          hint={t('hints.maritalStatus')}
          options={options.maritalStatus}
        />
        <SelectField {...text('educationLevel')} options={options.educationLevel} />
        <SelectField {...text('teflCertificateHeld')} options={options.teflCertificateHeld} />
        <SelectField {...text('passportHeld')} options={countries} hint={t('hints.passportHeld')} />
        <SelectField {...text('careerLevel')} options={options.careerLevel} />
        <SelectField {...text('locationInterestedIn')} options={options.locationInterestedIn} />
        <SelectField
          {...text('availableToStart')}
          hint={t('hints.availableToStart')}
          options={options.availableToStart}
        />
        <SelectField {...text('regionYouResideIn')} options={countries} autoComplete="country-name" />
        <TextField
          {...text('areaYouResideIn')}
          hint={t('hints.areaYouResideIn')}
          autoComplete="address-level1"
        />
        {!teachAbroad && (
          <>
            <ChipMultiSelect
              {...field('sectors')}
              name={APPLICATION_WIRE_NAMES.sectors}
              options={options.sectors}
              value={formik.values.sectors}
              onChange={(value) => void formik.setFieldValue('sectors', value)}
              onBlur={() => void formik.setFieldTouched('sectors', true, false)}
            />
            <ChipMultiSelect
              {...field('functions')}
              name={APPLICATION_WIRE_NAMES.functions}
              options={options.functions}
              value={formik.values.functions}
              onChange={(value) => void formik.setFieldValue('functions', value)}
              onBlur={() => void formik.setFieldTouched('functions', true, false)}
            />
            <div className={styles.full}>
              <SelectField {...text('vacancy')} options={vacancyOptions} placeholder={t('anyVacancy')} />
            </div>
          </>
        )}
        <div className={styles.full}>
          <TextAreaField {...text('message')} rows={6} />
        </div>
        <div className={styles.full}>
          <CvField
            {...field('cv')}
            // Files never come back with a form the server sent back: the page says to choose them again.
            chooseAgain={Boolean(posted?.failure)}
            files={formik.values.cv}
            refused={refused}
            progress={flow.progress ?? saving}
            disabled={formik.isSubmitting || saving !== undefined}
            stored={drafts.draft?.stored}
            onRemoveStored={(id) => {
              drafts.removeStored(id);
              void formik.validateField('cv');
            }}
            onChoose={(chosen) => void chooseCvs(chosen)}
            onRemove={(file) => {
              setRefused([]);
              void formik.setFieldValue(
                'cv',
                formik.values.cv.filter((f) => f !== file),
              );
            }}
          />
        </div>
      </FormFrame>
      <PrivacyStatement kind="application" id={`${formId}-privacy`} />
    </div>
  );
}
