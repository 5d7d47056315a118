// What the sign-in and set-password forms share: checks in the browser first, then one POST /api/staff/session;
// the server's message (e.g. the generic "not right") shown in the error summary, the typed values kept.
import { useState } from 'react';
import type { SummaryItem } from '@agency/form-ui';
import { useI18n } from '../../i18n/i18n.tsx';
import { api, ApiError } from '../../lib/api.ts';

export function useSignInForm(onSignedIn: () => void) {
  const { m } = useI18n();
  const [errors, setErrors] = useState<SummaryItem[]>([]);
  const [busy, setBusy] = useState(false);

  async function send(problems: SummaryItem[], body: Record<string, string>) {
    setErrors(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await api('POST', '/session', body);
      onSignedIn();
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : m.errors.network;
      setErrors([{ id: null, message }]);
      setBusy(false);
    }
  }

  const fieldError = (field: string) => errors.find((e) => e.id === field)?.message;
  return { errors, busy, send, fieldError };
}
