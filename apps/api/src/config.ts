/**
 * The API's configuration: read from the environment once, validated, and passed down.
 * Nothing else in apps/api reads process.env.
 */
import net from 'node:net';
import path from 'node:path';
import { parseBackupConfig, type BackupConfig } from './backup-config.ts';
import type { CvStorageConfig } from './storage-config.ts';
import { parseContentConfig, type ContentServerConfig } from './content/content-config.ts';

export interface Config {
  host: string;
  port: number;
  /** The built website (apps/web/dist): its files are served as they are. */
  webDistDir: string;
  /** The built staff area (apps/staff/dist), served at /staff. */
  staffDistDir: string;
  /** The web app's server bundle (apps/web/dist-ssr) that renders the pages. */
  webSsrDir: string;
  /** Submissions, uploads and outgoing mail live here. */
  dataDir: string;
  /**
   * Where every table lives (apps/api/src/database): a postgres:// URL (DATABASE_URL), or null for the SQLite file
   * in DATA_DIR (the embedded default).
   */
  databaseUrl: string | null;
  logLevel: string;
  /** NODE_ENV=production (`pnpm start`): a live site, where an example licence number is warned of. */
  production: boolean;
  /** GET and HEAD requests allowed per client address (IPv6 by /64) per minute (security/get-rate-limit.ts). */
  getRateLimitMax: number;
  /** Insights without cookies (decision 071): counted unless INSIGHTS=off (the benchmark's A/B, a site that wants none). */
  insights: boolean;
  /** Forms API settings (apps/api/src/forms, docs/forms-api.md). */
  forms: FormsConfig;
  /** Content query endpoint and seed images (apps/api/src/content, docs/content-model.md). */
  content: ContentServerConfig;
  /** Where accepted CV files are kept (apps/api/src/cv-storage, docs/deploy.md, decision 023). */
  cvStorage: CvStorageConfig;
  /** Staff sign-in with the agency's identity provider (STAFF_OIDC_*, docs/staff.md); null = not offered. */
  staffOidc: StaffOidcConfig | null;
  /** Backups: where, with which key, when and how many are kept (apps/api/src/backups, decision 067). */
  backups: BackupConfig;
}

export interface StaffOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case e-mail domains whose staff may sign in this way. */
  allowedDomains: string[];
  /** Google checks the `hd` claim; Microsoft Entra needs its tenant's own issuer. */
  kind: 'google' | 'microsoft' | 'other';
}

export type { CvStorageConfig };

export interface FormsConfig {
  /** POSTs allowed per client IP (IPv6 by /64) per minute. */
  rateLimitMax: number;
  /** A form submitted sooner than this after it rendered is treated as automated. */
  minFillMs: number;
  /** smtp:// or smtps:// URL; null writes mail as .eml files under DATA_DIR/outbox-mail. */
  smtpUrl: string | null;
  mailTo: string;
  mailFrom: string;
  /** Proxy addresses/CIDRs whose X-Forwarded-For is believed; empty = trust none. */
  trustProxy: string[];
  /**
   * The site's public origin (SITE_ORIGIN, e.g. https://www.example.com): form POSTs must come from it or from
   * corsOrigins. null = only this server's own loopback address (development, tests).
   */
  siteOrigin: string | null;
  /** Origins besides the site's own that may POST to the forms API (CORS allow-list). */
  corsOrigins: string[];
  /** Submissions older than this are deleted by the retention job unless flagged to keep. */
  retentionDays: number;
  /** Mail retry backoff: first delay and cap (ms). */
  mailRetryBaseMs: number;
  mailRetryMaxMs: number;
  /** How long a node has to send the outbox rows it claimed before another node may (MAIL_CLAIM_MS). */
  mailClaimMs: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number between 0 and 65535 (got "${raw}").`);
    return 3000;
  }
  return port;
}

function parseWholeNumber(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  problems: string[],
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    problems.push(`${name} must be a whole number of at least ${min} (got "${raw}").`);
    return fallback;
  }
  return value;
}

function parseList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** scheme://host[:port] and nothing else (no path, no trailing slash). */
function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

// Deliberately loose: a mailbox with one @ and a dot in the domain; no spaces, commas or line breaks.
const MAILBOX = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[A-Za-z]{2,}$/;

function parseFormsConfig(env: NodeJS.ProcessEnv, problems: string[]): FormsConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl !== null) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      problems.push(
        'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587.',
      );
    }
  }
  const mailTo = env.MAIL_TO || 'enquiries@localhost.localdomain';
  const mailFrom = env.MAIL_FROM || 'no-reply@localhost.localdomain';
  for (const [name, value] of [
    ['MAIL_TO', mailTo],
    ['MAIL_FROM', mailFrom],
  ] as const) {
    if (!MAILBOX.test(value)) problems.push(`${name} must be one e-mail address (got "${value}").`);
  }
  if (smtpUrl !== null && !env.MAIL_TO) problems.push('MAIL_TO must be set when SMTP_URL is set.');
  // Real mail from a made-up address lands in spam (or is refused): with SMTP the sender must be the agency's.
  if (smtpUrl !== null && !env.MAIL_FROM)
    problems.push(
      "MAIL_FROM must be set when SMTP_URL is set: the agency's own address that mails are sent from, e.g. recruitment@your-agency.com.",
    );
  const corsOrigins = parseList(env.CORS_ORIGINS);
  for (const origin of corsOrigins) {
    if (origin === '*' || !isExactOrigin(origin)) {
      problems.push(
        `CORS_ORIGINS must list exact origins like https://www.example.com, never "*" (got "${origin}").`,
      );
    }
  }
  const siteOrigin = env.SITE_ORIGIN || null;
  if (siteOrigin !== null && !isExactOrigin(siteOrigin)) {
    problems.push(
      `SITE_ORIGIN must be the site's public origin, like https://www.example.com (got "${siteOrigin}").`,
    );
  }
  const trustProxy = parseList(env.TRUST_PROXY);
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const maxBits = net.isIPv4(address) ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!named && !(net.isIP(address) && bitsOk)) {
      problems.push(
        `TRUST_PROXY must list proxy IP addresses or CIDR ranges, comma-separated (got "${entry}").`,
      );
    }
  }
  return {
    rateLimitMax: parseWholeNumber('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 20, 1, problems),
    minFillMs: parseWholeNumber('FORM_MIN_FILL_MS', env.FORM_MIN_FILL_MS, 3000, 0, problems),
    smtpUrl,
    mailTo,
    mailFrom,
    trustProxy,
    siteOrigin,
    corsOrigins,
    retentionDays: parseWholeNumber('RETENTION_DAYS', env.RETENTION_DAYS, 730, 1, problems),
    mailRetryBaseMs: parseWholeNumber('MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 5_000, 1, problems),
    mailRetryMaxMs: parseWholeNumber('MAIL_RETRY_MAX_MS', env.MAIL_RETRY_MAX_MS, 15 * 60_000, 1, problems),
    mailClaimMs: parseWholeNumber('MAIL_CLAIM_MS', env.MAIL_CLAIM_MS, 2 * 60_000, 1_000, problems),
  };
}

// S3's bucket naming rules (lower-case letters, digits, dots and hyphens; 3-63 characters).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** CV_STORAGE, or another variable naming a folder's place in S3 (BACKUP_DESTINATION) with the same S3_* settings. */
export function parseCvStorageConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  problems: string[],
  variable = 'CV_STORAGE',
): CvStorageConfig {
  const raw = env[variable] || '';
  if (raw === '') return { kind: 'disk', dir: path.join(dataDir, 'uploads') };
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(raw);
  if (!match || !BUCKET.test(match[1]!)) {
    problems.push(
      `${variable} must be s3://bucket or s3://bucket/prefix with a valid bucket name${variable === 'CV_STORAGE' ? ', or unset for DATA_DIR/uploads' : ''} (got "${raw}").`,
    );
    return { kind: 'disk', dir: path.join(dataDir, 'uploads') };
  }
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint !== null && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    problems.push(
      `S3_ENDPOINT must be an http(s) URL with no path, like https://s3.example.com (got "${endpoint}").`,
    );
  }
  const region = env.S3_REGION || env.AWS_REGION || '';
  if (region === '')
    problems.push(`S3_REGION must be set when ${variable} is s3://… (e.g. eu-west-1; MinIO: us-east-1).`);
  const pathStyle = env.S3_FORCE_PATH_STYLE || '';
  if (!['', 'true', 'false'].includes(pathStyle)) {
    problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}").`);
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID || '';
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY || '';
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    problems.push('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together.');
  }
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, ''),
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    region,
    forcePathStyle: pathStyle === '' ? endpoint !== null : pathStyle === 'true',
    credentials:
      accessKeyId === ''
        ? null
        : {
            accessKeyId,
            secretAccessKey,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
  };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const ENTRA_SHARED_TENANTS = new Set(['common', 'organizations', 'consumers']);

function parseStaffOidc(env: NodeJS.ProcessEnv, problems: string[]): StaffOidcConfig | null {
  const names = [
    'STAFF_OIDC_ISSUER',
    'STAFF_OIDC_CLIENT_ID',
    'STAFF_OIDC_CLIENT_SECRET',
    'STAFF_OIDC_ALLOWED_DOMAINS',
  ];
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return null;
  if (set.length < names.length) {
    problems.push(
      `${names.filter((n) => !env[n]).join(', ')} must be set too: staff sign-in with an identity provider needs all four.`,
    );
    return null;
  }
  const issuer = env.STAFF_OIDC_ISSUER!.replace(/\/$/, '');
  let url: URL | null = null;
  try {
    url = new URL(issuer);
  } catch {
    // reported below
  }
  // http:// only to this machine (the tests' provider): anywhere else tokens and codes would cross the network in clear.
  if (
    !url ||
    !(url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname)))
  ) {
    problems.push(
      `STAFF_OIDC_ISSUER must be an https:// URL, e.g. https://accounts.google.com (got "${issuer}").`,
    );
    return null;
  }
  const kind =
    url.host === 'accounts.google.com'
      ? 'google'
      : url.host === 'login.microsoftonline.com'
        ? 'microsoft'
        : 'other';
  if (kind === 'microsoft' && ENTRA_SHARED_TENANTS.has(url.pathname.split('/')[1] ?? '')) {
    problems.push(
      "STAFF_OIDC_ISSUER must be your tenant's own issuer, https://login.microsoftonline.com/<tenant id>/v2.0, not /common, /organizations or /consumers: those admit any Microsoft account.",
    );
  }
  const allowedDomains = parseList(env.STAFF_OIDC_ALLOWED_DOMAINS).map((d) => d.toLowerCase());
  for (const domain of allowedDomains) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
      problems.push(
        `STAFF_OIDC_ALLOWED_DOMAINS must list e-mail domains like agency.example, comma-separated (got "${domain}").`,
      );
    }
  }
  return {
    issuer,
    clientId: env.STAFF_OIDC_CLIENT_ID!,
    clientSecret: env.STAFF_OIDC_CLIENT_SECRET!,
    allowedDomains,
    kind,
  };
}

function parseDatabaseUrl(value: string | undefined, problems: string[]): string | null {
  if (!value) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
    problems.push(
      'DATABASE_URL must be a postgres:// URL (e.g. postgres://agency:secret@db:5432/agency); leave it unset to keep the data in SQLite under DATA_DIR.',
    );
    return null;
  }
  return value;
}

function parseInsights(value: string | undefined, problems: string[]): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  problems.push(`INSIGHTS must be "on" or "off", not "${value}".`);
  return true;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  const config: Config = {
    host: env.HOST || '0.0.0.0',
    port: parsePort(env.PORT, problems),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    staffDistDir: path.resolve(env.STAFF_DIST_DIR || path.join(repoRoot, 'apps/staff/dist')),
    webSsrDir: path.resolve(env.WEB_SSR_DIR || path.join(repoRoot, 'apps/web/dist-ssr')),
    dataDir,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL, problems),
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    getRateLimitMax: parseWholeNumber('GET_RATE_LIMIT_MAX', env.GET_RATE_LIMIT_MAX, 1200, 1, problems),
    insights: parseInsights(env.INSIGHTS, problems),
    forms: parseFormsConfig(env, problems),
    content: parseContentConfig(env, dataDir, problems),
    cvStorage: parseCvStorageConfig(env, dataDir, problems),
    staffOidc: parseStaffOidc(env, problems),
    // A place in S3 with this environment's S3_* settings: BACKUP_DESTINATION, or a backup named to a command.
    backups: parseBackupConfig(
      env,
      (location, found) =>
        parseCvStorageConfig({ ...env, BACKUP_DESTINATION: location }, dataDir, found, 'BACKUP_DESTINATION'),
      problems,
    ),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
