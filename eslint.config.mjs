import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Lint rules beyond Next's defaults:
 * - components do not reach into another feature's internals (only its index / components);
 * - zustand is used through src/lib/create-store.ts only (one way into a store library), and
 *   src/lib/persisted-switches.ts for the switches kept in storage (its own module, so a page
 *   without one does not load zustand's persist);
 * - links come from src/ui/link.tsx (prefetch on intent).
 */
const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['**/.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/create-store.ts', 'src/lib/persisted-switches.ts', 'src/ui/link.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zustand', message: 'Create stores with createStore from @/lib/create-store.' },
            { name: 'next/link', message: 'Use Link from @/ui/link (it prefetches on intent, not on sight).' },
          ],
          patterns: [
            {
              // Every store file (store.ts, view-store.ts, *-store.ts, at any depth) and the handlers.
              group: [
                '@/features/*/store',
                '@/features/*/*-store',
                '@/features/*/**/store',
                '@/features/*/**/*-store',
                '@/features/*/handlers',
                '@/features/*/**/handlers',
              ],
              message: "Use the feature's public hooks/actions; only the feature writes its store.",
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS config and scripts (no "type" in package.json: Turbopack rejects it)
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', 'bench/**', 'server/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
