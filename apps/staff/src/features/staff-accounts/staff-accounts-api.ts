// The staff accounts page's server calls (admins only; changes need a fresh sign-in).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type Role = 'admin' | 'recruiter';

export interface StaffAccountRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  active: boolean;
}

export const accountsOptions = queryOptions({
  queryKey: ['staff-accounts'],
  queryFn: () => api<{ accounts: StaffAccountRow[]; requireStrongSignIn: boolean }>('GET', '/accounts'),
});

export const addAccount = (body: { email: string; name: string; role: Role }) =>
  api<{ link: string }>('POST', '/accounts', body);
export const changeRole = (id: number, role: Role) => api('PUT', `/accounts/${id}/role`, { role });
export const disableAccount = (id: number) => api('POST', `/accounts/${id}/disable`, {});
export const setStrongSignIn = (required: boolean) => api('PUT', '/settings/strong-sign-in', { required });
