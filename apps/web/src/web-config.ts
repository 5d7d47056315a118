/**
 * The web app's configuration variables, parsed once per build (and dev server or test run) by vite.config.ts, which
 * compiles the result into src/config.ts; everything else imports `config` from there. An invalid value fails the
 * build with a message naming the variable, and no parsing code reaches the browser.
 *
 * | Variable                  | Default                  | Meaning                                                   |
 * | ------------------------- | ------------------------ | --------------------------------------------------------- |
 * | `VITE_SANITY_PROJECT_ID`  | (none: embedded content) | Sanity project; unset = the seed dataset on the API server |
 * | `VITE_SANITY_DATASET`     | `production`             | Sanity dataset                                            |
 * | `VITE_SANITY_API_VERSION` | `2025-02-19`             | Sanity HTTP API version (date)                            |
 * | `VITE_SANITY_API_HOST`    | (Sanity's)               | Another API host for a project (proxies); like SANITY_API_HOST |
 * | `VITE_FORMS_BASE_URL`     | `` (same origin)         | Where the forms API lives                                 |
 * | `VITE_FORMS_ENQUIRY_PATH` | `/api/forms/enquiry`     | Enquiry endpoint path (another provider's may differ)     |
 * | `VITE_FORMS_CV_PATH`      | `/api/forms/cv`          | CV upload endpoint path                                   |
 * | `VITE_FORMS_APPLICATION_PATH` | `/api/forms/application` | Teacher application endpoint path                     |
 *
 * The site's public origin (canonical, hreflang, sitemap) is not a build setting: the server's SITE_ORIGIN is
 * handed to each render at run time (lib/site-origin.tsx).
 */
export interface WebConfig {
  /** null in the embedded default: content comes from the API server's local query endpoint. */
  sanityProjectId: string | null;
  sanityDataset: string;
  sanityApiVersion: string;
  /** Another host than Sanity's for the project's API (a proxy); null = Sanity's own. */
  sanityApiHost: string | null;
  formsBaseUrl: string;
  /** Endpoint paths under formsBaseUrl; unset ones use the forms package's defaults. */
  formsPaths: { enquiry?: string; cv?: string; application?: string };
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function parseWebConfig(env: Env): WebConfig {
  const problems: string[] = [];
  const check = (name: string, value: string | undefined, pattern: RegExp, hint: string) => {
    if (value !== undefined && !pattern.test(value)) problems.push(`${name} ${hint} (got "${value}").`);
    return value;
  };
  const projectId = check(
    'VITE_SANITY_PROJECT_ID',
    read(env, 'VITE_SANITY_PROJECT_ID'),
    /^[a-z0-9-]+$/,
    'must be a Sanity project id: lower-case letters, digits, dashes',
  );
  const dataset = check(
    'VITE_SANITY_DATASET',
    read(env, 'VITE_SANITY_DATASET'),
    /^[a-z0-9_-]{1,64}$/,
    'must be a Sanity dataset name',
  );
  const apiVersion = check(
    'VITE_SANITY_API_VERSION',
    read(env, 'VITE_SANITY_API_VERSION'),
    /^\d{4}-\d{2}-\d{2}$/,
    'must be a date like 2025-02-19',
  );
  const apiHost = check(
    'VITE_SANITY_API_HOST',
    read(env, 'VITE_SANITY_API_HOST'),
    /^https?:\/\/[^/?#]+\/?$/,
    'must be an origin like https://api.example.com',
  );
  const formsBaseUrl = check(
    'VITE_FORMS_BASE_URL',
    read(env, 'VITE_FORMS_BASE_URL'),
    /^(https?:\/\/[^?#]+|\/[^?#]*)$/,
    'must be an absolute URL or a path',
  );
  const formsPath = (name: string) =>
    check(name, read(env, name), /^\/[^?#\s]*$/, 'must be a path starting with /');
  const formsPaths = {
    enquiry: formsPath('VITE_FORMS_ENQUIRY_PATH'),
    cv: formsPath('VITE_FORMS_CV_PATH'),
    application: formsPath('VITE_FORMS_APPLICATION_PATH'),
  };
  if (problems.length > 0)
    throw new Error(`Invalid web configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return {
    sanityProjectId: projectId ?? null,
    sanityDataset: dataset ?? 'production',
    sanityApiVersion: apiVersion ?? '2025-02-19',
    sanityApiHost: apiHost?.replace(/\/$/, '') ?? null,
    formsBaseUrl: (formsBaseUrl ?? '').replace(/\/$/, ''),
    formsPaths: Object.fromEntries(Object.entries(formsPaths).filter(([, v]) => v !== undefined)),
  };
}
