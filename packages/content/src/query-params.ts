/**
 * Parameter values the site sends with its queries are slugs ("hong-kong", a vacancy's web address): short strings
 * of lowercase letters, digits and dashes. The query endpoint refuses anything else (queries/allowlist.ts), and the
 * site answers a URL whose slug is not of this kind with its 404 page without asking (a vacancy slug is one).
 */
export const PUBLIC_PARAM_VALUE = /^[a-z0-9][a-z0-9-]{0,95}$/;

export function isPublicParamValue(value: unknown): value is string {
  return typeof value === 'string' && PUBLIC_PARAM_VALUE.test(value);
}
