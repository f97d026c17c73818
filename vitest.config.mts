import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@docusaurus/Translate': path.resolve('tests/unit/stubs/Translate.tsx'),
      '@theme/prism-include-languages': path.resolve('tests/unit/stubs/prismIncludeLanguages.ts'),
    },
  },
  // The site's tsconfig preserves JSX for Docusaurus; unit tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // CI shares 2 cores with nothing else, developers' machines with a build: keep slow hooks from flaking.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default', ['json', {outputFile: 'test-results/unit.json'}]],
  },
});
