/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { apiProxy } from '../../scripts/vite-api-proxy.ts';
import { shortClassName } from './scripts/css-class-names.ts';
import { previewOnlyStylesheet } from './scripts/preview-only-stylesheet.ts';
import { reactRouterProductionAliases } from './scripts/react-router-production.ts';
import { parseWebConfig } from './src/web-config.ts';

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  // src/config.ts: the configuration parsed here once (an invalid value fails the build), not in every browser.
  define: { __WEB_CONFIG__: JSON.stringify(parseWebConfig(loadEnv(mode, import.meta.dirname))) },
  // The build bundles React Router's production files, not the development ones its exports name.
  resolve: command === 'build' ? { alias: reactRouterProductionAliases } : {},
  plugins: [
    react(),
    previewOnlyStylesheet(),
    {
      // The entry is a few KB that starts the app at `load` (src/main.tsx): it must not be fetched ahead of the
      // page's LCP image. (Vite rewrites the script tag and drops attributes it does not know.)
      name: 'low-priority-entry',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) =>
          html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"'),
      },
    },
  ],
  // Readable class names while developing; short ones in the build (scripts/css-class-names.ts).
  css: command === 'build' ? { modules: { generateScopedName: shortClassName } } : {},
  build: {
    target: 'es2022',
    // Safe rebuilds: the previous build's hashed files stay for running servers and open pages;
    // scripts/keep-previous-build.ts deletes older ones.
    emptyOutDir: false,
    // No preload links for a dynamic import's dependencies: Vite's helper appends one <link rel="modulepreload"> per
    // chunk in the importing task, and each append costs the main thread 0.1–6 ms here (4–14 ms for the app's start),
    // inside the tasks that start the app. The browser finds the same chunks as it parses the imported module;
    // Lighthouse measured lower TBT and an earlier TTI without the links.
    modulePreload: false,
    // One stylesheet for the whole site, linked from every prerendered page: a lazily loaded page never renders
    // unstyled (its CSS would otherwise arrive with its JS chunk, after the HTML is painted).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // main.tsx evaluates React DOM before the app (two shorter tasks); its chunk carries its own name.
        codeSplitting: {
          groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
        },
        // Each chunk holds code that runs when it loads (the entry, React DOM, the app's start, a page, a widget).
        // This V8 hint (other engines ignore the comment) compiles all of a chunk's functions on the thread that
        // streams it in, instead of one by one on the main thread as each is first called: the app's start blocks
        // the main thread about a third less (decision 062).
        postBanner: isSsrBuild ? '' : '//# allFunctionsCalledOnLoad',
      },
    },
  },
  ssr: {
    // Workspace packages and their own dependencies (not installed in apps/web) go into the prerender bundle, and so
    // does React Router: bundled, it gets the production alias above (from node_modules, the server would render
    // with its development build).
    noExternal: [
      '@agency/content',
      '@agency/forms',
      '@sanity/image-url',
      'groq',
      'react-router',
      'react-router-dom',
    ],
  },
  server: {
    port: 5173,
    // `pnpm dev`: the API server (port 3000) answers content queries, content images and the forms; the page is
    // rendered in the browser here (the API server renders the built site).
    proxy: Object.fromEntries(
      ['^/v[^/]+/data/query/', '^/content/images/', '^/api/'].map((path) => [path, apiProxy(5173)]),
    ),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'lint/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup-i18n.ts'],
  },
}));
