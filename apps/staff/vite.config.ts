/// <reference types="vitest/config" />
// The staff area: its own Vite app, served by apps/api at /staff, so none of it reaches the public site's bundles.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiProxy } from '../../scripts/vite-api-proxy.ts';

export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  build: { target: 'es2022' },
  server: {
    port: 5174,
    // In development the API server (port 3000) answers the staff API.
    proxy: { '/api': apiProxy(5174) },
  },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
