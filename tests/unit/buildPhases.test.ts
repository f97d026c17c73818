// `npm run build` bundles in one process and renders the pages in another (scripts/build.ts).
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import {buildPhases} from '../../scripts/build';

describe('build phases', () => {
  it('bundles and exits, then renders from those bundles, both with the caller arguments', () => {
    const [bundle, render] = buildPhases(['--out-dir', 'build-x']);
    expect(bundle).toEqual({
      env: {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'},
      args: ['docusaurus', 'build', '--out-dir', 'build-x'],
    });
    expect(render).toEqual({
      env: {DOCUSAURUS_SKIP_BUNDLING: 'true'},
      args: ['docusaurus', 'build', '--out-dir', 'build-x'],
    });
  });

  it('uses switches this Docusaurus still reads', () => {
    const source = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/build/buildLocale.js'), 'utf8');
    expect(source).toContain("process.env.DOCUSAURUS_EXIT_AFTER_BUNDLING === 'true'");
    expect(source).toContain("process.env.DOCUSAURUS_SKIP_BUNDLING === 'true'");
  });
});
