/**
 * Class names of CSS modules in the production build: `_`, four characters of a hash of the module's path and the
 * class's place in the module (base 36), e.g. `_k3Zq2`, instead of Vite's `_photoButton_1ke9n_54`. Every page
 * carries each name twice, in its markup and in its inline critical CSS; short names that share their module's
 * prefix take ~0.6 KB gzip off a form page's HTML (issue 14). The name depends only on the module's path and
 * source, so the browser and server builds agree.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');
const moduleOfPrefix = new Map<string, string>();

/** The module's prefix; two modules with one prefix would share class names, so that stops the build. */
function modulePrefix(filename: string): string {
  const file = path.relative(appDir, filename.split('?')[0] ?? filename).split(path.sep).join('/');
  const prefix = createHash('sha256').update(file).digest('base64url').slice(0, 4);
  const owner = moduleOfPrefix.get(prefix);
  if (owner !== undefined && owner !== file) {
    throw new Error(`CSS modules ${owner} and ${file} hash to the same prefix ${prefix}: rename one`);
  }
  moduleOfPrefix.set(prefix, file);
  return prefix;
}

/** The module's local names (classes and keyframes) in order of first use in its source. */
function localNamesOf(css: string): string[] {
  const names = css.matchAll(/(?:\.|@keyframes\s+)(-?[_a-zA-Z][\w-]*)/g);
  return [...new Set([...names].map((match) => match[1]!))];
}

export function shortClassName(name: string, filename: string, css: string): string {
  const index = localNamesOf(css).indexOf(name);
  if (index < 0) throw new Error(`CSS module ${filename} has no class or keyframes ${name}`);
  return `_${modulePrefix(filename)}${index.toString(36)}`;
}
