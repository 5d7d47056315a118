// The staff area's paths (under the /staff base), defined once.
export const paths = {
  inbox: '/',
  submission: (reference: string) => `/submissions/${encodeURIComponent(reference)}`,
  boards: '/boards',
  board: (board: string) => `/boards/${encodeURIComponent(board)}`,
  matches: (board: string) => `/boards/${encodeURIComponent(board)}/matches`,
  candidates: '/candidates',
  candidate: (id: number) => `/candidates/${id}`,
  waiting: '/waiting',
  audit: '/audit',
  alerts: '/alerts',
  insights: '/insights',
  account: '/account',
  staffAccounts: '/staff-accounts',
  signIn: '/sign-in',
  setPassword: '/set-password',
} as const;

export const BASE = '/staff';
export const API = '/api/staff';

/** Where to go after signing in: only a path inside the staff area, never another site. */
export function safeNext(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return paths.inbox;
  return raw.startsWith(paths.signIn) ? paths.inbox : raw;
}
