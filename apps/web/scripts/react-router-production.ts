/**
 * React Router 7 points every import condition of its package at its development build
 * (remix-run/react-router#12532, #14102), so a production bundle ships its development warnings. The production
 * build it publishes beside it (`dist/production`) is the same code with `ENABLE_DEV_WARNINGS = false`; the site's
 * build imports that instead (vite.config.ts, `vite build` only), 0.5 KB gzip less on every page. The server bundle
 * bundles React Router for the same reason, so the API server's renders skip its development checks.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
export const reactRouterProductionDir = path.join(
  path.dirname(fromRouterDom.resolve('react-router/package.json')),
  'dist/production',
);

/** Vite aliases: `react-router` and `react-router/dom` (what react-router-dom re-exports) to the production build. */
export const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: path.join(reactRouterProductionDir, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterProductionDir, 'dom-export.mjs') },
];
