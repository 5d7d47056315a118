// The ways in besides the password: a passkey, and the agency's identity provider when one is set up (the
// server says which). A failed identity-provider sign-in comes back here with a code, said in words.
import { ErrorSummary, type SummaryItem } from '@agency/form-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { signInOptionsQuery } from '../../components/fresh-sign-in.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import { signInWithPasskey } from '../../lib/passkeys.ts';
import { API } from '../../lib/paths.ts';

export function OtherWaysIn({
  next,
  failed,
  onSignedIn,
}: {
  next: string;
  failed: string | null;
  onSignedIn: () => void;
}) {
  const { m } = useI18n();
  const words = m.access.signIn;
  const options = useQuery(signInOptionsQuery);
  const provider = options.data?.identityProvider;
  const [errors, setErrors] = useState<SummaryItem[]>(
    failed ? [{ id: null, message: words.failed[failed] ?? m.errors.generic }] : [],
  );
  const [busy, setBusy] = useState(false);

  async function passkey() {
    setBusy(true);
    setErrors([]);
    try {
      await signInWithPasskey();
      onSignedIn();
    } catch (error) {
      setErrors([
        {
          id: null,
          message: error instanceof ApiError && error.message ? error.message : words.passkeyFailed,
        },
      ]);
      setBusy(false);
    }
  }

  return (
    <div className="other-ways-in">
      <ErrorSummary items={errors} focusKey={errors} />
      {provider && (
        <a className="button" href={`${API}/oidc/start?next=${encodeURIComponent(next)}`}>
          {words.provider[provider]}
        </a>
      )}
      <button type="button" className="secondary" onClick={() => void passkey()} disabled={busy}>
        {words.passkey}
      </button>
      <p className="or">{words.or}</p>
    </div>
  );
}
