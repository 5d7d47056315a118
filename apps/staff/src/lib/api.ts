// Every call to the staff API goes through here: JSON in and out, and an ended session sends the person to
// sign in, then back to the page they were on.
import { API, BASE, paths } from './paths.ts';

export class ApiError extends Error {
  readonly status: number;
  /** Why a 403 was refused: 'role', or 'fresh-sign-in' (the staff pages then ask the person to confirm). */
  readonly reason: string;
  /** The field a 400 names (the candidate mail's refusals: a placeholder without a value, …), or ''. */
  readonly field: string;
  constructor(status: number, message: string, reason = '', field = '') {
    super(message);
    this.status = status;
    this.reason = reason;
    this.field = field;
  }
}

/** The current page inside the staff area (without the /staff base), to come back to after signing in. */
export function currentStaffPath(): string {
  const { pathname, search } = window.location;
  return (pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname) + search || '/';
}

export function signInUrl(expired: boolean): string {
  const next = currentStaffPath();
  return `${BASE}${paths.signIn}?next=${encodeURIComponent(next)}${expired ? '&expired=1' : ''}`;
}

export async function api<T>(method: string, route: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API}${route}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, '');
  }
  // A wrong password is a 401 too: only the sign-in form itself handles it.
  if (response.status === 401 && !(method === 'POST' && route === '/session')) {
    window.location.assign(signInUrl(true));
    // The page is leaving; this never settles, so nothing renders an error meanwhile.
    return new Promise<T>(() => {});
  }
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const { message, reason, field } = (json ?? {}) as {
      message?: unknown;
      reason?: unknown;
      field?: unknown;
    };
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : '',
      typeof reason === 'string' ? reason : '',
      typeof field === 'string' ? field : '',
    );
  }
  return json as T;
}
