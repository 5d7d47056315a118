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
  /** Resized seed images are written here and served from here afterwards. */
  imageCacheDir: string;
}

export const EMBEDDED_DATASET = 'production';
const API_VERSION = /^(\d{4}-\d{2}-\d{2}|1|X)$/;

/** Reads SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_VERSION, SANITY_API_READ_TOKEN, SANITY_USE_CDN. */
export function parseContentConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  problems: string[],
): ContentServerConfig {
  const projectId = env.SANITY_PROJECT_ID || '';
  const dataset = env.SANITY_DATASET || '';
  const apiVersion = env.SANITY_API_VERSION || '2025-02-19';
  const token = env.SANITY_API_READ_TOKEN || null;
  const imageCacheDir = path.join(dataDir, 'content-image-cache');
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
      return { sanity: null, dataset: EMBEDDED_DATASET, imageCacheDir };
    }
    return {
      sanity: { projectId, dataset, apiVersion, token, useCdn: env.SANITY_USE_CDN !== 'false' && !token },
      dataset,
      imageCacheDir,
    };
  }
  return { sanity: null, dataset: EMBEDDED_DATASET, imageCacheDir };
}
