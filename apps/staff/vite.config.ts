/// <reference types="vitest/config" />
// The staff area: its own Vite app, served by apps/api at /staff, so none of it reaches the public site's bundles.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  build: { target: 'es2022' },
  server: {
    port: 5174,
    // In development the API server (port 3000) answers the staff API.
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
