import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run on the TypeScript sources through each package's `source` export
// condition (`default` is the built dist/, absent on a fresh clone). Vitest
// resolves for the server (SSR) environment, whose conditions are
// ssr.resolve.conditions; setting them replaces Vite's defaults, so these are kept.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    reporters: ['default', './test/summaryReporter.ts'],
  },
});
