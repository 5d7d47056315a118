// The riskiest actions (export, erasure, merging candidates, managing staff) want a sign-in within the last 10
// minutes. `useFreshSignIn()` runs an action; when the server answers that a fresh sign-in is needed, a dialog
// asks for one in place (passkey or password; the identity provider comes back to this page) and, once
// confirmed, runs the action again, so the person carries on where they were.
import { ErrorSummary, TextField, type SummaryItem } from '@agency/form-ui';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { api, ApiError, currentStaffPath } from '../lib/api.ts';
import { signInWithPasskey } from '../lib/passkeys.ts';
import { API } from '../lib/paths.ts';

type Run = <T>(action: () => Promise<T>) => Promise<T | undefined>;
const FreshSignInContext = createContext<Run | null>(null);

export const signInOptionsQuery = {
  queryKey: ['sign-in-options'],
  queryFn: () =>
    api<{ identityProvider: 'google' | 'microsoft' | 'other' | null }>('GET', '/sign-in-options'),
  staleTime: Infinity,
};

export const needsFreshSignIn = (error: unknown) =>
  error instanceof ApiError && error.reason === 'fresh-sign-in';

export function FreshSignInProvider({ email, children }: { email: string; children: ReactNode }) {
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  const run = useCallback<Run>(async (action) => {
    try {
      return await action();
    } catch (error) {
      if (!needsFreshSignIn(error)) throw error;
    }
    const confirmed = await new Promise<boolean>((resolve) => setPending(() => resolve));
    setPending(null);
    return confirmed ? action() : undefined;
  }, []);
  return (
    <FreshSignInContext.Provider value={run}>
      {children}
      {pending && <FreshSignInDialog email={email} onDone={pending} />}
    </FreshSignInContext.Provider>
  );
}

export function useFreshSignIn(): Run {
  const run = useContext(FreshSignInContext);
  if (!run) throw new Error('useFreshSignIn needs a FreshSignInProvider');
  return run;
}

function FreshSignInDialog({ email, onDone }: { email: string; onDone: (confirmed: boolean) => void }) {
  const { m } = useI18n();
  const words = m.access.fresh;
  const dialog = useRef<HTMLDialogElement>(null);
  const options = useQuery(signInOptionsQuery);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SummaryItem[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  async function confirm(proof: () => Promise<unknown>) {
    setBusy(true);
    try {
      await proof();
      onDone(true);
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : m.access.signIn.passkeyFailed;
      setErrors([{ id: null, message }]);
      setBusy(false);
    }
  }
  const withPassword = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return setErrors([{ id: 'fresh-password', message: words.passwordRequired }]);
    void confirm(() => api('POST', '/session', { email, password }));
  };
  const provider = options.data?.identityProvider;
  const again = `${API}/oidc/start?again=1&next=${encodeURIComponent(currentStaffPath())}`;

  return (
    <dialog
      ref={dialog}
      className="fresh-sign-in"
      aria-labelledby="fresh-title"
      onCancel={() => onDone(false)}
    >
      <h2 id="fresh-title">{words.title}</h2>
      <ErrorSummary items={errors} focusKey={errors} />
      <p>{words.text}</p>
      <button type="button" onClick={() => void confirm(signInWithPasskey)} disabled={busy}>
        {m.access.signIn.passkey}
      </button>
      {provider && (
        <a className="button secondary" href={again}>
          {m.access.signIn.provider[provider]}
        </a>
      )}
      <form onSubmit={withPassword} noValidate>
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <TextField
          id="fresh-password"
          name="password"
          label={words.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.find((e) => e.id === 'fresh-password')?.message}
        />
        <div className="actions">
          <button type="submit" className="secondary" disabled={busy}>
            {words.confirm}
          </button>
          <button type="button" className="link-button" onClick={() => onDone(false)}>
            {words.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
