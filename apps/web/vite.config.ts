/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // One stylesheet for the whole site, linked from every prerendered page: a lazily loaded page never renders
    // unstyled (its CSS would otherwise arrive with its JS chunk, after the HTML is painted).
    cssCodeSplit: false,
  },
  ssr: {
    // Workspace packages and their own dependencies (not installed in apps/web) go into the prerender bundle.
    noExternal: ['@agency/content', '@agency/forms', '@sanity/image-url', 'groq'],
  },
  server: { port: 5173 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'lint/**/*.test.ts'],
    setupFiles: ['src/test/setup-i18n.ts'],
  },
});
