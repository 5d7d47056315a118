import { createHash } from 'node:crypto';
import path from 'node:path';
import { datasetFile as seedDatasetFile } from '@agency/seed';

/** Content settings of the API server (docs/content-model.md). */
export interface ContentServerConfig {
  /** A Sanity project: content is read from its API. null = the embedded default (a dataset file). */
  sanity: {
    projectId: string;
    dataset: string;
    apiVersion: string;
    /** SANITY_API_READ_TOKEN: reads drafts (preview); published content too only when `privateDataset`. */
    token: string | null;
    /** SANITY_DATASET_PRIVATE=true: the dataset is private, so published reads need the token as well. */
    privateDataset: boolean;
    useCdn: boolean;
    /** SANITY_API_HOST: another host than Sanity's (tests, proxies); null = Sanity's own. */
    apiHost: string | null;
  } | null;
  /** The dataset name the embedded endpoint answers for (URLs name it, as Sanity's do). */
  dataset: string;
  /** Embedded default: the NDJSON file served (CONTENT_DATASET_FILE); its images are in `images/` beside it. */
  datasetFile: string;
  /** The seed's vacancy dates move to today when it is read (only the seed itself: a real export is served as is). */
  rebaseSeedDates: boolean;
  /** Re-read the dataset file when it changes (CONTENT_WATCH_DATASET=true; `pnpm dev` sets it). */
  watchDataset: boolean;
  /** SANITY_WEBHOOK_SECRET: the publish webhook's signing secret; null = no webhook route. */
  webhookSecret: string | null;
  /** Resized dataset images are written here and served from here afterwards (its own directory). */
  imageCacheDir: string;
  /** The cache's size bound: least recently used files go first. */
  imageCacheMaxBytes: number;
  /** Image transforms (cache misses) one client may cause per minute. */
  imageTransformsPerMinute: number;
  /**
   * Preview of drafts (decision 025). Embedded default: on when PREVIEW_SECRET is set (the secret the preview link
   * carries). With a Sanity project: on when SANITY_API_READ_TOKEN is set (a viewer token reads drafts and the
   * Studio's preview secrets). null = off.
   */
  preview: {
    /** The secret links must carry (embedded default); null with a Sanity project (the Studio's secrets). */
    secret: string | null;
    /** The key preview tokens are signed with (from the secret or the token: the same on every node). */
    signingKey: string;
    /** STUDIO_ORIGIN: the Studio that embeds the site in its Presentation tool (framing allowed in preview). */
    studioOrigin: string | null;
  } | null;
}

export const EMBEDDED_DATASET = 'production';
const API_VERSION = /^(\d{4}-\d{2}-\d{2}|1|X)$/;

function positiveWhole(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 1) return value;
  problems.push(`${name} must be a whole number of at least 1 (got "${raw}").`);
  return fallback;
}

function parseApiHost(raw: string | undefined, problems: string[]): string | null {
  return parseOrigin('SANITY_API_HOST', raw, problems, 'https://api.example.com');
}

function parseOrigin(
  name: string,
  raw: string | undefined,
  problems: string[],
  example = 'https://studio.example.com',
): string | null {
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    problems.push(`${name} must be an origin like ${example} (got "${raw}").`);
    return null;
  }
  return url.origin;
}

/**
 * Reads SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_VERSION, SANITY_API_READ_TOKEN, SANITY_DATASET_PRIVATE,
 * SANITY_USE_CDN,
 * SANITY_API_HOST, SANITY_WEBHOOK_SECRET, CONTENT_DATASET_FILE, CONTENT_WATCH_DATASET, and the image cache's
 * IMAGE_CACHE_DIR, IMAGE_CACHE_MAX_MB and IMAGE_TRANSFORMS_PER_MINUTE.
 */
export function parseContentConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  problems: string[],
): ContentServerConfig {
  const projectId = env.SANITY_PROJECT_ID || '';
  const dataset = env.SANITY_DATASET || '';
  const apiVersion = env.SANITY_API_VERSION || '2025-02-19';
  const token = env.SANITY_API_READ_TOKEN || null;
  const apiHost = parseApiHost(env.SANITY_API_HOST, problems);
  const datasetFile = path.resolve(env.CONTENT_DATASET_FILE || seedDatasetFile);
  const embedded = {
    sanity: null,
    dataset: EMBEDDED_DATASET,
    datasetFile,
    rebaseSeedDates: datasetFile === seedDatasetFile,
    watchDataset: env.CONTENT_WATCH_DATASET === 'true',
    webhookSecret: env.SANITY_WEBHOOK_SECRET || null,
    imageCacheDir: path.resolve(env.IMAGE_CACHE_DIR || path.join(dataDir, 'content-image-cache')),
    imageCacheMaxBytes:
      positiveWhole('IMAGE_CACHE_MAX_MB', env.IMAGE_CACHE_MAX_MB, 200, problems) * 1024 * 1024,
    imageTransformsPerMinute: positiveWhole(
      'IMAGE_TRANSFORMS_PER_MINUTE',
      env.IMAGE_TRANSFORMS_PER_MINUTE,
      60,
      problems,
    ),
    preview: null as ContentServerConfig['preview'],
  };
  const studioOrigin = parseOrigin('STUDIO_ORIGIN', env.STUDIO_ORIGIN, problems);
  const previewSecret = env.PREVIEW_SECRET || null;
  if (previewSecret !== null && previewSecret.length < 16) {
    problems.push('PREVIEW_SECRET must be at least 16 characters (e.g. `openssl rand -hex 32`).');
  }
  if (!API_VERSION.test(apiVersion)) {
    problems.push(`SANITY_API_VERSION must be a date like 2025-02-19 (got "${apiVersion}").`);
  }
  if (projectId && !/^[a-z0-9-]{1,64}$/.test(projectId)) {
    problems.push(
      `SANITY_PROJECT_ID must be a Sanity project id: lowercase letters, digits and dashes (got "${projectId}").`,
    );
  }
  if (dataset && !/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) {
    problems.push(
      `SANITY_DATASET must be a dataset name: lowercase letters, digits, "_" and "-" (got "${dataset}").`,
    );
  }
  // Half a Sanity configuration is a mistake, not a request for the embedded default: name what is missing.
  if (projectId || dataset || token || apiHost) {
    const missing = [!projectId && 'SANITY_PROJECT_ID', !dataset && 'SANITY_DATASET'].filter(Boolean);
    if (missing.length > 0) {
      const given = [
        projectId && 'SANITY_PROJECT_ID',
        dataset && 'SANITY_DATASET',
        token && 'SANITY_API_READ_TOKEN',
        apiHost && 'SANITY_API_HOST',
      ].filter(Boolean);
      problems.push(
        `Incomplete Sanity configuration: ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. Set both SANITY_PROJECT_ID and SANITY_DATASET, or neither to use the dataset file.`,
      );
      return embedded;
    }
    const privateDataset = env.SANITY_DATASET_PRIVATE === 'true';
    if (privateDataset && !token) {
      problems.push(
        'SANITY_DATASET_PRIVATE=true needs SANITY_API_READ_TOKEN (a Viewer token) to read the dataset.',
      );
    }
    if (env.CONTENT_DATASET_FILE) {
      problems.push(
        'CONTENT_DATASET_FILE is set together with a Sanity project: content comes from one of them. Unset one.',
      );
    }
    return {
      ...embedded,
      preview: token ? { secret: null, signingKey: keyFrom(token), studioOrigin } : null,
      sanity: {
        projectId,
        dataset,
        apiVersion,
        token,
        privateDataset,
        // Only reads that carry the token must skip the CDN.
        useCdn: env.SANITY_USE_CDN !== 'false' && !(token && privateDataset),
        apiHost,
      },
      dataset,
    };
  }
  return {
    ...embedded,
    preview: previewSecret
      ? { secret: previewSecret, signingKey: keyFrom(previewSecret), studioOrigin }
      : null,
  };
}

const keyFrom = (secret: string) => createHash('sha256').update(`agency-preview-key:${secret}`).digest('hex');
