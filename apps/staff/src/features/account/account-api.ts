// The account page's server calls: your passkeys and your sessions.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export interface Passkey {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface SessionRow {
  id: string;
  device: string;
  network: string;
  method: string;
  signedInAt: number;
  lastSeenAt: number;
  current: boolean;
}

export const passkeysOptions = queryOptions({
  queryKey: ['account', 'passkeys'],
  queryFn: () => api<{ passkeys: Passkey[] }>('GET', '/passkeys'),
});

export const sessionsOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: () => api<{ sessions: SessionRow[] }>('GET', '/sessions'),
});
