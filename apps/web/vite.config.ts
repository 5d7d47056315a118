/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { apiProxy } from '../../scripts/vite-api-proxy.ts';
import { previewOnlyStylesheet } from './scripts/preview-only-stylesheet.ts';
import { reactRouterProductionAliases } from './scripts/react-router-production.ts';
import { parseWebConfig } from './src/web-config.ts';

export default defineConfig(({ command, mode }) => ({
  // src/config.ts: the configuration parsed here once (an invalid value fails the build), not in every browser.
  define: { __WEB_CONFIG__: JSON.stringify(parseWebConfig(loadEnv(mode, import.meta.dirname))) },
  // The build bundles React Router's production files, not the development ones its exports name.
  resolve: command === 'build' ? { alias: reactRouterProductionAliases } : {},
  plugins: [react(), previewOnlyStylesheet()],
  build: {
    target: 'es2022',
    // Safe rebuilds: the previous build's hashed files stay for running servers and open pages;
    // scripts/keep-previous-build.ts deletes older ones.
    emptyOutDir: false,
    // One stylesheet for the whole site, linked from every prerendered page: a lazily loaded page never renders
    // unstyled (its CSS would otherwise arrive with its JS chunk, after the HTML is painted).
    cssCodeSplit: false,
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
