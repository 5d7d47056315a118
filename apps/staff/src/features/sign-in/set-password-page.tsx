// The page a one-time set-password link opens (/staff/set-password#token=…): choose a password, then signed in.
import { ErrorSummary, TextField, type SummaryItem } from '@agency/form-ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { paths } from '../../lib/paths.ts';
import { useSignInForm } from './use-sign-in-form.ts';

const MIN_LENGTH = 12;

export function SetPasswordPage() {
  const { m } = useI18n();
  usePageTitle(m.setPassword.title);
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  const { errors, busy, send, fieldError } = useSignInForm(() => navigate(paths.inbox, { replace: true }));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: SummaryItem[] = [];
    if ([...password].length < MIN_LENGTH) problems.push({ id: 'password', message: m.setPassword.tooShort });
    else if (confirm !== password) problems.push({ id: 'confirm', message: m.setPassword.mismatch });
    await send(problems, { token, password });
  }

  return (
    <section aria-labelledby="page-title" className="narrow">
      <h1 id="page-title">{m.setPassword.title}</h1>
      {token === '' ? (
        <p className="notice">{m.setPassword.noToken}</p>
      ) : (
        <>
          <ErrorSummary items={errors} focusKey={errors} />
          <p>{m.setPassword.intro}</p>
          <form onSubmit={submit} noValidate>
            <TextField
              id="password"
              name="password"
              label={m.setPassword.password}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError('password')}
            />
            <TextField
              id="confirm"
              name="confirm"
              label={m.setPassword.confirm}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              error={fieldError('confirm')}
            />
            <button type="submit" disabled={busy}>
              {m.setPassword.submit}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
