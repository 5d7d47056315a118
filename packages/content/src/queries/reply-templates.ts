import { defineQuery } from 'groq';

// Staff-only content: not exported from ./index.ts, so the public query endpoint's allowlist never answers it.
// The staff API reads it through its content runtime (published documents only).

/** Every reply template the composer offers, by purpose. */
export const replyTemplatesQuery =
  defineQuery(`*[_type == "replyTemplate" && defined(key.current)] | order(purpose asc){
  "key": key.current,
  purpose,
  name,
  subject,
  body
}`);

/** The queries only the server runs (its content runtime reads them; the public query endpoint refuses them). */
export const SERVER_ONLY_QUERIES: ReadonlySet<string> = new Set([replyTemplatesQuery]);
