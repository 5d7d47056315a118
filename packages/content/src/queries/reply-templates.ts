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
