// The fuzzed requests of bench/fuzz-memory.ts: what a hostile visitor's fuzzer sends, weighted towards what can
// make a server keep something per URL or per client (pages per parameter value, unknown slugs, image sizes,
// queries, link tokens), plus junk for every form.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { eligibilityQuestionIds } from '@agency/content/eligibility-questions';

export interface FuzzedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const PAGES = [
  '/',
  '/AboutUs',
  '/OurServices/OurServices_FYS',
  '/OurServices/OurServices_TA',
  '/DestinationGuides/HongKong',
  '/TEFL',
  '/Vacancies',
  '/Reviews',
  '/ContactUs',
  '/Privacy',
  '/ApplicationStatus',
];
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
const word = (length = randomInt(4, 24)) => randomBytes(length).toString('base64url').slice(0, length);
const slug = () =>
  `${word(randomInt(3, 12))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'a')}-${randomInt(1e6)}`;
const lang = () => (randomInt(2) === 0 ? '' : '/zh-hant');
const ugly = () =>
  pick([
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..;/..;/etc/passwd',
    `/${'a/'.repeat(randomInt(10, 200))}`,
    `/${encodeURIComponent('頁面'.repeat(randomInt(1, 40)))}`,
    `/%00${word()}`,
    `/${word()}.php?${word()}=${word()}`,
    `/wp-admin/${word()}`,
    `/${word(randomInt(200, 1800))}`,
    `/.env`,
    `/Vacancies/${encodeURIComponent('<script>alert(1)</script>')}`,
  ]);

/** The image URLs a page links to (the only ones that name real images). */
export const imageUrlsOf = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(/\/content\/images\/embedded\/[^"'\s?]+/g)].map(([url]) => url.replace(/&amp;/g, '&')),
  ),
];

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const GROQ = ['*[_type == "vacancy"]', 'count(*)', `*[slug.current == "${slug()}"]`, '*{...}', '*[', word()];

function get(images: readonly string[]): string {
  switch (randomInt(10)) {
    case 0:
    case 1:
      return `${lang()}/Vacancies/${slug()}`;
    case 2:
      return `${lang()}${pick(PAGES)}?path=${word()}&utm_source=${word()}`;
    case 3:
      return `${lang()}/Eligibility?${eligibilityQuestionIds.map((id) => `${id}=${word(randomInt(1, 8))}`).join('&')}`;
    case 4:
      return `${lang()}/DestinationGuides/${word()}`;
    case 5:
      return images.length > 0
        ? `${pick(images)}?w=${randomInt(1, 4000)}&h=${randomInt(1, 4000)}&fit=${pick(['crop', 'max', 'clip', word()])}&fm=${pick(['webp', 'jpg', 'png', word()])}&q=${randomInt(1, 100)}`
        : ugly();
    case 6:
      return `/v2025-02-19/data/query/production?query=${encodeURIComponent(pick(GROQ))}&$slug=${encodeURIComponent(JSON.stringify(slug()))}`;
    case 7:
      return `${lang()}${pick(['/JobAlerts/Confirm', '/JobAlerts/Manage', '/JobAlerts/Unsubscribe', '/ApplicationStatus/Open'])}?t=${word(43)}`;
    case 8:
      return pick(['/staff/api/session', `/staff/api/submissions/${randomInt(1e6)}`, `/staff/${word()}`]);
    default:
      return ugly();
  }
}

function post(): Pick<FuzzedRequest, 'path' | 'body'> & { type: string } {
  const meta = {
    lang: pick(['en', 'zh-Hant', word()]),
    idempotency_key: pick([randomUUID(), word()]),
    form_started_at: String(Date.now() - randomInt(0, 100_000)),
    company_website: randomInt(4) === 0 ? word() : '',
  };
  const junk = Object.fromEntries(Array.from({ length: randomInt(1, 30) }, () => [word(8), word()]));
  const urlencoded = (path: string, fields: Record<string, string>) => ({
    path,
    type: 'application/x-www-form-urlencoded',
    body: form({ ...meta, ...fields, ...junk }),
  });
  switch (randomInt(7)) {
    case 0:
      return urlencoded('/api/forms/enquiry', { email: `${word()}@example.com`, message: word(400) });
    case 1:
      return urlencoded('/api/forms/application', { fileName: `cv-${word(32)}`, draft: word(43) });
    case 2:
      return urlencoded('/api/forms/alert', { email: `${word()}@example.com`, regions: word() });
    case 3:
      return urlencoded('/api/forms/status', { email: `${word()}@example.com`, reference: word(10) });
    case 4:
      return urlencoded(`${lang()}/JobAlerts/ManageLink`, { email: `${word()}@example.com` });
    case 5:
      return {
        path: '/api/forms/draft/open',
        type: 'application/json',
        body: JSON.stringify({ token: word(43) }),
      };
    default:
      return urlencoded('/staff/api/session', { email: `${word()}@example.com`, password: word() });
  }
}

/** One request: mostly GETs, as a crawler-style fuzzer sends them, from a made-up client. */
export function fuzzedRequest(images: readonly string[], origin: string): FuzzedRequest {
  const client = `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const headers: Record<string, string> = {
    'x-forwarded-for': client,
    'accept-encoding': pick(['br, gzip', 'gzip', '', 'identity']),
    'user-agent': `fuzz/${word(6)}`,
  };
  if (randomInt(4) === 0) {
    const { path, type, body } = post();
    return {
      method: 'POST',
      path,
      headers: { ...headers, 'content-type': type, origin: pick([origin, origin, 'null']) },
      body,
    };
  }
  return { method: pick(['GET', 'GET', 'GET', 'HEAD']), path: get(images), headers };
}
