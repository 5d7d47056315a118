// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints fixture code under the repo's real ESLint config, as `pnpm lint` does, placed at paths inside apps/web/src.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'web/layers').map((m) => m.message);
}

// The first lint loads the whole config (typescript-eslint and its plugins): seconds on a busy machine.
describe('web/layers: imports run shared → features → app', { timeout: 30_000 }, () => {
  it('rejects shared code importing app/ or a feature', async () => {
    expect(
      await layerErrors('components/ui/x.tsx', "export { createRoutes } from '../../app/routes.tsx';"),
    ).toEqual(['shared code must not import from the app layer: ../../app/routes.tsx']);
    expect(
      await layerErrors(
        'lib/x.ts',
        "export const load = () => import('../features/home/routes/home-page.tsx');",
      ),
    ).toEqual(['shared code must not import from the feature layer: ../features/home/routes/home-page.tsx']);
  });

  it('rejects a feature importing app/ or another feature', async () => {
    expect(
      await layerErrors(
        'features/vacancies/routes/x.tsx',
        "import { lazyPage } from '../../../app/page.ts';\nimport { TeflPage } from '../../tefl/routes/tefl-page.tsx';\nexport { lazyPage, TeflPage };",
      ),
    ).toEqual([
      'feature code must not import from the app layer: ../../../app/page.ts',
      'feature "vacancies" must not import from feature "tefl" (compose them in app/): ../../tefl/routes/tefl-page.tsx',
    ]);
  });

  it('allows the right way: features use shared code and their own files, app uses anything', async () => {
    expect(
      await layerErrors(
        'features/vacancies/routes/x.tsx',
        "import { paths } from '../../../lib/route-paths.ts';\nimport { tabs } from '../components/tabs.tsx';\nexport { paths, tabs };",
      ),
    ).toEqual([]);
    expect(
      await layerErrors('app/x.tsx', "export { TeflPage } from '../features/tefl/routes/tefl-page.tsx';"),
    ).toEqual([]);
    expect(await layerErrors('main.tsx', "export { createRoutes } from './app/routes.tsx';")).toEqual([]);
    expect(await layerErrors('main.test.ts', "await import('./main.tsx');")).toEqual([]);
  });
});
