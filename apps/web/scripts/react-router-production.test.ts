import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

describe('the server bundle', () => {
  it("renders with React Router's production build, not the development one in node_modules", async () => {
    const { build } = await import('vite');
    // Inside the app, so that the entry resolves its imports from the app's node_modules.
    const dir = await mkdtemp(path.join(import.meta.dirname, '../node_modules/.ssr-router-'));
    try {
      const entry = path.join(dir, 'entry.ts');
      await writeFile(entry, "export { StaticRouter } from 'react-router-dom';\n");
      const output = await build({
        configFile: path.join(import.meta.dirname, '../vite.config.ts'),
        logLevel: 'silent',
        build: { ssr: entry, write: false, outDir: path.join(dir, 'out') },
      });
      const code = [output]
        .flat()
        .flatMap((result) => ('output' in result ? result.output : []))
        .map((chunk) => ('code' in chunk ? chunk.code : ''))
        .join('\n');
      expect(code).not.toMatch(/from ["']react-router(-dom)?["']/);
      expect(code).toContain('react-router/dist/production/');
      expect(code).not.toContain('react-router/dist/development/');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
