import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app itself; in development Vite forwards the API's paths to it.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const proxied = ['/v1', '/pincode', '/files', '/static', '/docs', '/healthz'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: { manifest: true, target: 'es2022' },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiUrl, changeOrigin: true }])),
  },
});
