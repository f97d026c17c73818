import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // CI shares 2 cores with nothing else, developers' machines with a build: keep slow hooks from flaking.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default', ['json', {outputFile: 'test-results/unit.json'}]],
  },
});
