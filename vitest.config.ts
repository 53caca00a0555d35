import { defineConfig } from 'vitest/config';
import path from 'node:path';

const alias = {
  '@': path.resolve(__dirname, 'src'),
  '@brands': path.resolve(__dirname, 'brands'),
  '@locales': path.resolve(__dirname, 'locales'),
};

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // each test file opens its own database and ports
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          globals: true,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'brands/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
          server: { deps: { inline: ['next-i18next'] } },
        },
      },
    ],
  },
});
