import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAliases, reactRouterProductionDir } from './react-router-production.ts';

const developmentDir = path.join(reactRouterProductionDir, '../development');

describe('React Router production build alias', () => {
  it('points at production files that export what the development ones do', async () => {
    for (const { replacement } of reactRouterProductionAliases) {
      const development = await import(path.join(developmentDir, path.basename(replacement)));
      const production = await import(replacement);
      expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort());
    }
  });

  it('is the build without development warnings', async () => {
    const source = async (dir: string) => {
      const chunks = (await readdir(dir)).filter((name) => /^chunk-.*\.mjs$/.test(name));
      return (await Promise.all(chunks.map((name) => readFile(path.join(dir, name), 'utf8')))).join('\n');
    };
    expect(await source(developmentDir)).toContain('ENABLE_DEV_WARNINGS = true');
    expect(await source(reactRouterProductionDir)).toContain('ENABLE_DEV_WARNINGS = false');
  });
});
