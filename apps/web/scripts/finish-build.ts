/**
 * After the client build (dist/) and the server bundle (dist-ssr/): the client's index.html moves beside the
 * server bundle. It is the template the API server renders every page into, never a page itself.
 */
import { rename } from 'node:fs/promises';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');
await rename(path.join(appDir, 'dist/index.html'), path.join(appDir, 'dist-ssr/index.html'));
console.log('render template moved to dist-ssr/');
