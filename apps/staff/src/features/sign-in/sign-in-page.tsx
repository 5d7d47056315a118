// Sign-in: e-mail and password. A wrong password gets the server's one generic message; after signing in the
// person goes on to the page they were on (?next=).
import { ErrorSummary, TextField, type SummaryItem } from '@agency/form-ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { safeNext } from '../../lib/paths.ts';
import { OtherWaysIn } from './other-ways-in.tsx';
import { useSignInForm } from './use-sign-in-form.ts';

export function SignInPage() {
  const { m } = useI18n();
  usePageTitle(m.signIn.title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { errors, busy, send, fieldError } = useSignInForm(() => navigate(next, { replace: true }));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: SummaryItem[] = [];
    if (email.trim() === '') problems.push({ id: 'email', message: m.signIn.emailRequired });
    if (password === '') problems.push({ id: 'password', message: m.signIn.passwordRequired });
    await send(problems, { email, password });
  }

  return (
    <section aria-labelledby="page-title" className="narrow">
      <h1 id="page-title">{m.signIn.title}</h1>
      {params.get('expired') && errors.length === 0 && (
        <p className="notice" role="status">
          {m.signIn.expired}
        </p>
      )}
      <ErrorSummary items={errors} focusKey={errors} />
      <OtherWaysIn
        next={next}
        failed={params.get('failed')}
        onSignedIn={() => navigate(next, { replace: true })}
      />
      <p>{m.signIn.intro}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          id="email"
          name="email"
          label={m.signIn.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError('email')}
        />
        <TextField
          id="password"
          name="password"
          label={m.signIn.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError('password')}
        />
        <button type="submit" disabled={busy}>
          {busy ? m.signIn.working : m.signIn.submit}
        </button>
      </form>
    </section>
  );
}
