/**
 * After the client build (dist/) and the server bundle (dist-ssr/): the client's index.html moves beside the
 * server bundle. It is the template the API server renders every page into, never a page itself. Vite's manifest
 * (which chunk imports which) goes with it, for the benchmarks: nothing under dist/ that is not served.
 */
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');
await rename(path.join(appDir, 'dist/index.html'), path.join(appDir, 'dist-ssr/index.html'));
await rename(
  path.join(appDir, 'dist/.vite/manifest.json'),
  path.join(appDir, 'dist-ssr/client-manifest.json'),
);
await rm(path.join(appDir, 'dist/.vite'), { recursive: true });
console.log('render template and client manifest moved to dist-ssr/');
