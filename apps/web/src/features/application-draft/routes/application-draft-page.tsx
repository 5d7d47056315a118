/**
 * /ApplicationDraft#t=… (decision 032): the page a draft's resume link opens. The token is in the address's fragment,
 * so it never reaches a server log; the page reads it once hydrated and asks the forms API for the draft (a POST:
 * opening changes nothing). Found: the application form with every field as typed and the stored CVs by name.
 * A vacancy that has closed since: says so, and offers the general application with the answers kept. Not found:
 * says why it may be, with the ways to start again. Not indexed, not in the sitemap.
 */
import type { ApplicationFormValues, OpenedDraft } from '@agency/forms';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { formsClient } from '../../../forms/lib/forms-client.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { ApplicationForm } from '../../../forms/application-form.tsx';
import type { PageDefinition } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import styles from './application-draft-page.module.css';

type State =
  | { kind: 'opening' }
  | { kind: 'gone' }
  | { kind: 'failed' }
  | { kind: 'open'; token: string; draft: OpenedDraft };

/** The token a resume link carries: `#t=<43 base64url characters>`. */
export const tokenFromHash = (hash: string): string | null => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
};

export function ApplicationDraftPage() {
  const { t } = useTranslation('forms');
  const [state, setState] = useState<State>({ kind: 'opening' });
  const [general, setGeneral] = useState(false);

  useEffect(() => {
    let live = true;
    // Read when the page starts, and again when another link is opened in this tab (only the fragment changes).
    const open = () => {
      const token = tokenFromHash(window.location.hash);
      setGeneral(false);
      if (!token) {
        setState({ kind: 'gone' });
        return;
      }
      setState({ kind: 'opening' });
      void formsClient()
        .openDraft(token)
        .then((result) => {
          if (!live || tokenFromHash(window.location.hash) !== token) return;
          if (result.ok) setState({ kind: 'open', token, draft: result.data });
          else setState({ kind: result.failure.kind === 'draft-gone' ? 'gone' : 'failed' });
        });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => {
      live = false;
      window.removeEventListener('hashchange', open);
    };
  }, []);

  return (
    <div className={styles.page}>
      <PageHead title={t('draft.page.title')} description={t('draft.page.description')} noindex />
      <h1>{t('draft.page.title')}</h1>
      {state.kind === 'opening' && (
        <>
          <p role="status">{t('draft.page.opening')}</p>
          <noscript>
            <p>{t('draft.page.noJs')}</p>
          </noscript>
        </>
      )}
      {state.kind === 'failed' && <p role="alert">{t('draft.page.failed')}</p>}
      {state.kind === 'gone' && (
        <section className={styles.notice} data-draft-state="gone" aria-labelledby="draft-gone">
          <h2 id="draft-gone">{t('draft.page.goneTitle')}</h2>
          <p>{t('draft.page.gone')}</p>
          <p className={styles.actions}>
            <ButtonLink to={paths.teachAbroad}>{t('draft.page.startNew')}</ButtonLink>
            <ButtonLink to={paths.vacancies} variant="secondary">
              {t('draft.page.seeVacancies')}
            </ButtonLink>
          </p>
        </section>
      )}
      {state.kind === 'open' && (
        <OpenDraft key={state.token} state={state} general={general} onGeneral={() => setGeneral(true)} />
      )}
    </div>
  );
}

/** The draft found: the form with its answers, or first the closed vacancy's notice. */
function OpenDraft(props: {
  state: Extract<State, { kind: 'open' }>;
  general: boolean;
  onGeneral: () => void;
}) {
  const { t } = useTranslation('forms');
  const lang = useLang();
  const format = useFormat();
  const { draft, token } = props.state;
  const vacancy = draft.vacancy;
  const title = vacancy ? vacancy.title[lang] : '';
  const closed = vacancy !== null && !vacancy.open;
  if (closed && !props.general) {
    return (
      <section className={styles.notice} data-draft-state="closed" aria-labelledby="draft-closed">
        <h2 id="draft-closed">{t('draft.page.closedTitle')}</h2>
        <p>{t('draft.page.closed', { title })}</p>
        <p className={styles.actions}>
          <button type="button" className={buttonClass('primary')} onClick={props.onGeneral}>
            {t('draft.page.continueGeneral')}
          </button>
        </p>
      </section>
    );
  }
  const values = draft.values as Partial<ApplicationFormValues>;
  return (
    <section className={styles.form} aria-labelledby="draft-form">
      <h2 id="draft-form">{t('draft.page.formHeading')}</h2>
      <p className={styles.lead}>{t('draft.page.lead')}</p>
      <p>
        {vacancy && !closed && (
          <>
            <strong>{t('draft.page.forVacancy', { title })}</strong>{' '}
          </>
        )}
        {t('draft.page.until', { date: format.date(new Date(draft.expiresAt).toISOString()) })}
      </p>
      <ApplicationForm
        variant={draft.variant}
        vacancy={vacancy && !closed ? { title, slug: vacancy.slug } : undefined}
        draft={{
          values: closed ? { ...values, vacancy: '' } : values,
          state: {
            token,
            stored: draft.files,
            savedIds: draft.files.map((f) => f.id),
            fileName: draft.fileName,
            expiresAt: draft.expiresAt,
          },
        }}
      />
    </section>
  );
}

export const page: PageDefinition = {
  Component: ApplicationDraftPage,
  namespaces: ['forms'],
  queries: () => [],
};
