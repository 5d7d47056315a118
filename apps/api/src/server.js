/**
 * The API server's entry (`pnpm start`). Plain JavaScript on purpose (decision 059): Node strips a TypeScript file's
 * types with a bundled WebAssembly module that, once loaded, stays in the process (~20 MB of RSS). This file is read
 * before the compile cache is on, so a TypeScript entry would load the stripper on every start; as JavaScript, a start
 * whose modules are all in the compile cache never loads it.
 *
 * Node's module compile cache (decision 049) keeps V8's compiled code of every module the server loads (its
 * TypeScript, node_modules, the web app's server bundle and page chunks) on disk, so a later start of the same code
 * parses and compiles less. A start whose cache is empty (the first after a build or an update) is as cold as before;
 * nothing depends on the cache. `NODE_COMPILE_CACHE=dir` chooses its folder (default: the OS temp folder), and
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off. It must be enabled before the modules it should cover are loaded,
 * hence this file: every other import of the server is below it, dynamic.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
const { main } = await import('./start.ts');
await main();
