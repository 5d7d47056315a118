// Your passkeys: the list, removing one, and adding one (after a fresh sign-in, asked in place).
import { ErrorSummary, TextField, type SummaryItem } from '@agency/form-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useFreshSignIn } from '../../components/fresh-sign-in.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { registerPasskey } from '../../lib/passkeys.ts';
import { passkeysOptions } from './account-api.ts';

export function PasskeysPanel() {
  const { m, date } = useI18n();
  const words = m.access.account;
  const client = useQueryClient();
  const passkeys = useQuery(passkeysOptions);
  const fresh = useFreshSignIn();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<SummaryItem[]>([]);
  const [added, setAdded] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['account'] });

  async function add(event: FormEvent) {
    event.preventDefault();
    setAdded('');
    if (name.trim() === '') return setErrors([{ id: 'passkey-name', message: words.passkeyNameRequired }]);
    setErrors([]);
    setBusy(true);
    try {
      const done = await fresh(() => registerPasskey(name.trim()).then(() => true));
      if (done) {
        setAdded(fill(words.passkeyAdded, { name: name.trim() }));
        setName('');
      }
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : m.access.signIn.passkeyFailed;
      setErrors([{ id: null, message }]);
    }
    setBusy(false);
    await refresh();
  }
  const remove = async (id: string) => {
    await api('DELETE', `/passkeys/${encodeURIComponent(id)}`);
    await refresh();
  };

  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{words.passkeys}</h2>
      <p>{words.passkeysIntro}</p>
      {passkeys.data && passkeys.data.passkeys.length === 0 && <p>{words.noPasskeys}</p>}
      <ul className="plain-list">
        {passkeys.data?.passkeys.map((passkey) => (
          <li key={passkey.id}>
            <strong>{passkey.name}</strong>{' '}
            <span className="hint">
              {fill(words.added, { date: date(passkey.createdAt) })}
              {passkey.lastUsedAt !== null && `, ${fill(words.lastUsed, { date: date(passkey.lastUsedAt) })}`}
            </span>{' '}
            <button
              type="button"
              className="link-button"
              aria-label={fill(words.removeLabel, { name: passkey.name })}
              onClick={() => void remove(passkey.id)}
            >
              {words.remove}
            </button>
          </li>
        ))}
      </ul>
      <ErrorSummary items={errors} focusKey={errors} />
      {added && (
        <p className="notice" role="status">
          {added}
        </p>
      )}
      <form onSubmit={add} noValidate>
        <TextField
          id="passkey-name"
          name="name"
          label={words.passkeyName}
          hint={words.passkeyNameHint}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.find((e) => e.id === 'passkey-name')?.message}
        />
        <button type="submit" disabled={busy}>
          {words.addPasskey}
        </button>
      </form>
    </section>
  );
}
