import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './build/lingui.ts';

export default defineConfig({
  plugins: [...linguiPlugins(), react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    setupFiles: ['src/test-setup.ts'],
    // A test's own waits end on conditions; this only bounds a hung one (see src/test-setup.ts).
    testTimeout: 30_000,
  },
});
