// Who is not counted (decision 071): a browser that asks not to be tracked (Sec-GPC: 1, DNT: 1), a known bot or a
// request without a user agent (isbot's maintained list), and staff (a staff session cookie is present).
import { isbot } from 'isbot';
import { STAFF_SESSION_COOKIES } from '../security/staff-access.ts';

export interface RequestFacts {
  userAgent: string | undefined;
  secGpc: string | undefined;
  dnt: string | undefined;
  cookie: string | undefined;
}

const STAFF_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:${STAFF_SESSION_COOKIES.plain}|${STAFF_SESSION_COOKIES.secure})=[^;\\s]`,
);

/** Why a request is not counted, or null when it is. */
export function notCounted(facts: RequestFacts): 'privacy-signal' | 'bot' | 'staff' | null {
  if (facts.secGpc?.trim() === '1' || facts.dnt?.trim() === '1') return 'privacy-signal';
  if (!facts.userAgent || isbot(facts.userAgent)) return 'bot';
  if (facts.cookie && STAFF_COOKIE.test(facts.cookie)) return 'staff';
  return null;
}

type Headers = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const factsOf = (headers: Headers): RequestFacts => ({
  userAgent: one(headers['user-agent']),
  secGpc: one(headers['sec-gpc']),
  dnt: one(headers.dnt),
  cookie: one(headers.cookie),
});
