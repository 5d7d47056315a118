// Who is signed in: the layout waits for it, and pages read it (admins see more) from the same cached answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, signInUrl } from './api.ts';

export interface Me {
  name: string;
  email: string;
  role: 'admin' | 'recruiter';
}

type Session = ({ signedIn: true } & Me) | { signedIn: false };

/** Who is signed in; signed out, the person goes to sign in and comes back here (a 200, not an error: issue 42). */
async function signedInStaff(): Promise<Me> {
  const session = await api<Session>('GET', '/session');
  if (session.signedIn) return session;
  window.location.assign(signInUrl(false));
  // The page is leaving; this never settles, so nothing renders meanwhile.
  return new Promise(() => {});
}

export const sessionOptions = () => queryOptions({ queryKey: ['session'], queryFn: signedInStaff });

export const useIsAdmin = (): boolean => useQuery(sessionOptions()).data?.role === 'admin';
