import path from 'node:path';

/** Content settings of the API server (docs/content-model.md). */
export interface ContentServerConfig {
  /** A Sanity project: the query endpoint forwards to its API. null = the embedded default (seed dataset). */
  sanity: {
    projectId: string;
    dataset: string;
    apiVersion: string;
    token: string | null;
    useCdn: boolean;
  } | null;
  /** The dataset name the embedded endpoint answers for (URLs name it, as Sanity's do). */
  dataset: string;
  /** Resized seed images are written here and served from here afterwards (its own directory). */
  imageCacheDir: string;
  /** The cache's size bound: least recently used files go first. */
  imageCacheMaxBytes: number;
  /** Image transforms (cache misses) one client may cause per minute. */
  imageTransformsPerMinute: number;
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

/**
 * Reads SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_VERSION, SANITY_API_READ_TOKEN, SANITY_USE_CDN, and the
 * image cache's IMAGE_CACHE_DIR, IMAGE_CACHE_MAX_MB and IMAGE_TRANSFORMS_PER_MINUTE.
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
  const images = {
    imageCacheDir: path.resolve(env.IMAGE_CACHE_DIR || path.join(dataDir, 'content-image-cache')),
    imageCacheMaxBytes:
      positiveWhole('IMAGE_CACHE_MAX_MB', env.IMAGE_CACHE_MAX_MB, 200, problems) * 1024 * 1024,
    imageTransformsPerMinute: positiveWhole(
      'IMAGE_TRANSFORMS_PER_MINUTE',
      env.IMAGE_TRANSFORMS_PER_MINUTE,
      60,
      problems,
    ),
  };
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
  if (projectId || dataset || token) {
    const missing = [!projectId && 'SANITY_PROJECT_ID', !dataset && 'SANITY_DATASET'].filter(Boolean);
    if (missing.length > 0) {
      const given = [
        projectId && 'SANITY_PROJECT_ID',
        dataset && 'SANITY_DATASET',
        token && 'SANITY_API_READ_TOKEN',
      ].filter(Boolean);
      problems.push(
        `Incomplete Sanity configuration: ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. Set both SANITY_PROJECT_ID and SANITY_DATASET, or neither to use the seed dataset.`,
      );
      return { sanity: null, dataset: EMBEDDED_DATASET, ...images };
    }
    return {
      sanity: { projectId, dataset, apiVersion, token, useCdn: env.SANITY_USE_CDN !== 'false' && !token },
      dataset,
      ...images,
    };
  }
  return { sanity: null, dataset: EMBEDDED_DATASET, ...images };
}
