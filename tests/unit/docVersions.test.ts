// src/theme/DocVersionBanner renders nothing because the docs have one version; a versioned snapshot
// (`docusaurus docs:version`) would need the theme's banner back.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';

describe('docs versions', () => {
  it('the docs keep a single version, so the swizzled version banner may stay empty', () => {
    expect(fs.existsSync('versions.json'), 'versions.json exists: delete src/theme/DocVersionBanner').toBe(false);
    expect(fs.existsSync('versioned_docs'), 'versioned_docs exists: delete src/theme/DocVersionBanner').toBe(false);
  });
});
