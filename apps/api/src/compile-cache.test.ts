// server.js enables Node's module compile cache before the server's modules load (decision 049): a start leaves
// V8's compiled code of those modules in the cache folder (the OS temp folder's node-compile-cache by default).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startChildServer } from './test-support/child-server.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const cachedModules = () => {
  const root = path.join(tmp, 'node-compile-cache');
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root).reduce((count, dir) => count + fs.readdirSync(path.join(root, dir)).length, 0);
};

test('a start caches the compiled code of the modules it loaded, written at the latest on exit', async () => {
  const server = await startChildServer({
    TMPDIR: tmp,
    NODE_COMPILE_CACHE: '',
    DATA_DIR: path.join(tmp, 'data'),
    WEB_SSR_DIR: path.join(tmp, 'no-build'),
  });
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  // The server's own modules and its libraries (hundreds), not just the few loaded after listening: the cache
  // was enabled before the static import graph of start.ts was loaded.
  expect(cachedModules()).toBeGreaterThan(500);
}, 60_000);
