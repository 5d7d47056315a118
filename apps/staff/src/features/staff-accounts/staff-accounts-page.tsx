// Staff accounts (admins): who has access and with which role, adding someone (a one-time link to send them),
// changing a role, disabling an account (its sessions end at once), and whether a password alone may sign in.
// Every change needs a fresh sign-in, asked for in place.
import { ErrorSummary, SelectField, TextField, type SummaryItem } from '@agency/form-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useFreshSignIn } from '../../components/fresh-sign-in.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import {
  accountsOptions,
  addAccount,
  changeRole,
  disableAccount,
  setStrongSignIn,
  type Role,
} from './staff-accounts-api.ts';

export function StaffAccountsPage() {
  const { m } = useI18n();
  const words = m.access.staff;
  usePageTitle(words.title);
  const client = useQueryClient();
  const accounts = useQuery(accountsOptions);
  const fresh = useFreshSignIn();
  const [errors, setErrors] = useState<SummaryItem[]>([]);
  const [notice, setNotice] = useState('');
  const [roles, setRoles] = useState<Record<number, Role>>({});
  const [form, setForm] = useState({ email: '', name: '', role: 'recruiter' as Role });
  const roleOptions = (['recruiter', 'admin'] as const).map((value) => ({
    value,
    label: m.access.account.role[value]!,
  }));

  async function change(action: () => Promise<unknown>, done = words.saved) {
    setErrors([]);
    setNotice('');
    try {
      const result = await fresh(action);
      if (result !== undefined) setNotice(typeof result === 'string' ? result : done);
    } catch (error) {
      setErrors([
        { id: null, message: error instanceof ApiError && error.message ? error.message : m.errors.generic },
      ]);
    }
    await client.invalidateQueries({ queryKey: ['staff-accounts'] });
  }
  function add(event: FormEvent) {
    event.preventDefault();
    const problems: SummaryItem[] = [];
    if (form.name.trim() === '') problems.push({ id: 'staff-name', message: words.nameRequired });
    if (form.email.trim() === '') problems.push({ id: 'staff-email', message: words.emailRequired });
    if (problems.length > 0) return setErrors(problems);
    void change(async () => {
      const { link } = await addAccount(form);
      setForm({ email: '', name: '', role: 'recruiter' });
      return `${fill(words.link, { name: form.name })} ${link}`;
    });
  }
  const fieldError = (id: string) => errors.find((e) => e.id === id)?.message;

  return (
    <section aria-labelledby="page-title" className="staff-accounts">
      <h1 id="page-title">{words.title}</h1>
      <ErrorSummary items={errors} focusKey={errors} />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <ul className="plain-list">
        {accounts.data?.accounts.map((account) => (
          <li key={account.id}>
            <strong>{account.name}</strong> {account.email} · {account.active ? words.active : words.disabled}
            {account.active && (
              <span className="row-actions">
                <select
                  aria-label={fill(words.roleLabel, { email: account.email })}
                  value={roles[account.id] ?? account.role}
                  onChange={(event) => setRoles({ ...roles, [account.id]: event.target.value as Role })}
                >
                  {roleOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => void change(() => changeRole(account.id, roles[account.id] ?? account.role))}
                >
                  {words.save}
                </button>
                <button
                  type="button"
                  className="danger"
                  aria-label={fill(words.disableLabel, { email: account.email })}
                  onClick={() => void change(() => disableAccount(account.id))}
                >
                  {words.disable}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {accounts.data && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={accounts.data.requireStrongSignIn}
            onChange={(event) => void change(() => setStrongSignIn(event.target.checked))}
          />{' '}
          {words.strong}
          <span className="hint">{words.strongHint}</span>
        </label>
      )}
      <h2>{words.add}</h2>
      <form onSubmit={add} noValidate className="narrow">
        <TextField
          id="staff-name"
          label={words.name}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          error={fieldError('staff-name')}
        />
        <TextField
          id="staff-email"
          label={words.email}
          type="email"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          error={fieldError('staff-email')}
        />
        <SelectField
          id="staff-role"
          label={words.role}
          options={roleOptions}
          value={form.role}
          onChange={(e) => setForm({ ...form, role: e.target.value as Role })}
        />
        <button type="submit">{words.addSubmit}</button>
      </form>
    </section>
  );
}
