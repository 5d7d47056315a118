/** The set-password page's link; the token travels in the fragment so it never reaches a server log. */
export const setPasswordLink = (origin: string, token: string) =>
  `${origin}/staff/set-password#token=${token}`;
