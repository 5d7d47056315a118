/**
 * The API's configuration: read from the environment once, validated, and passed down.
 * Nothing else in apps/api reads process.env.
 */
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** The built website (apps/web/dist) served as static files. */
  webDistDir: string;
  /** Submissions, uploads and outgoing mail live here. */
  dataDir: string;
  logLevel: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const config: Config = {
    host: env.HOST || '0.0.0.0',
    port: parsePort(env.PORT, problems),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    logLevel: env.LOG_LEVEL || 'info',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
