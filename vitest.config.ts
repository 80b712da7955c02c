import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run on the TypeScript sources through each package's `source` export condition.
  resolve: { conditions: ['source'] },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    reporters: ['default', './test/summaryReporter.ts'],
  },
});
