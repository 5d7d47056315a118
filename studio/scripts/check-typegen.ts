/**
 * Fails when packages/content/src/sanity.types.ts differs from what a fresh `sanity schema extract` +
 * `sanity typegen generate` produces (run by `pnpm --filter @agency/studio test`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const studioDir = path.resolve(import.meta.dirname, '..');
const committed = path.resolve(studioDir, '../packages/content/src/sanity.types.ts');
// Inside .sanity/ (git-ignored): the CLI resolves paths relative to the studio folder.
const work = '.sanity/typegen-check';
const sanity = (args: string[], env: Record<string, string> = {}) =>
  // Run the CLI on this Node (24), not whatever `node` is first on PATH.
  execFileSync(process.execPath, [path.join(studioDir, 'node_modules/sanity/bin/sanity'), ...args], {
    cwd: studioDir,
    env: { ...process.env, ...env, CI: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

try {
  mkdirSync(path.join(studioDir, work), { recursive: true });
  const schema = `${work}/schema.json`;
  const generated = `${work}/sanity.types.ts`;
  sanity(['schema', 'extract', '--enforce-required-fields', '--path', schema]);
  // sanity.cli.ts reads these two variables so the same typegen settings write to the scratch folder.
  sanity(['typegen', 'generate'], { TYPEGEN_SCHEMA: schema, TYPEGEN_OUT: generated });
  // The generated file names its schema source; only that line may differ.
  const fresh = readFileSync(path.join(studioDir, generated), 'utf8').replaceAll(
    `// Source: ${schema}`,
    '// Source: schema.json',
  );
  if (fresh !== readFileSync(committed, 'utf8')) {
    console.error(
      'packages/content/src/sanity.types.ts is stale: run `pnpm --filter @agency/studio run typegen`.',
    );
    process.exitCode = 1;
  } else {
    console.log('Generated content types are up to date.');
  }
} finally {
  rmSync(path.join(studioDir, work), { recursive: true, force: true });
}
