// Ground, because a feature's staff section (e.g. alerts/alert-staff.ts) declares its routes' access too.
// Every staff route states who may call it, in its route options: `app.get(url, allow('admin'), handler)`.
// The staff plugin refuses to register a route without it, and its guard enforces it on every request, so a new
// route cannot forget either. `freshSignIn` marks the riskiest actions (export, erasure, merging candidates,
// managing staff): they also need a sign-in within the last 10 minutes, however long the session has run.

/** What a staff member may do: an admin everything, a recruiter the daily work (no export, erasure or staff). */
export type StaffRole = 'admin' | 'recruiter';

/** `anyone`: the ways in (signing in, passkey challenges, the identity provider's return). */
export type StaffRouteRole = 'anyone' | StaffRole;

export interface StaffRouteAccess {
  role: StaffRouteRole;
  freshSignIn: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffRouteAccess;
  }
}

/** The staff session cookie's names (plain http, and https with the __Host- prefix): insights leave staff uncounted. */
export const STAFF_SESSION_COOKIES = { plain: 'staff_session', secure: '__Host-staff_session' } as const;

export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/** Route options saying who may call the route (admins may call every recruiter route). */
export const allow = (role: StaffRouteRole, { freshSignIn = false } = {}) => ({
  config: { staff: { role, freshSignIn } },
});

export const ROLE_REFUSED = { status: 403, reason: 'role', message: 'Only an admin can do this.' } as const;
export const FRESH_SIGN_IN_NEEDED = {
  status: 403,
  reason: 'fresh-sign-in',
  message: 'Please sign in again to do this: it needs a sign-in within the last 10 minutes.',
} as const;
