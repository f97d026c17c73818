import {describe, expect, it} from 'vitest';
import {isHashed, isVersionedRunner, underBase} from '../../scripts/serve';

describe('static server', () => {
  it('gives the one-year immutable cache only to content-hashed files', () => {
    expect(isHashed('assets/js/main.1a2b3c4d.js')).toBe(true);
    expect(isHashed('assets/css/styles.47d85647.css')).toBe(true);
    expect(isHashed('playground/lib/chunk-EMVWRPGE.js')).toBe(true);
    expect(isHashed('playground/chunks/editor-ABCD1234.js')).toBe(true);
    // Unhashed: a replaced example image keeps its name, so it must revalidate.
    expect(isHashed('examples/assets/shapes-landscape.png')).toBe(false);
    expect(isHashed('examples/assets/styling/dots.svg')).toBe(false);
    expect(isHashed('playground/editor.js')).toBe(false);
    expect(isHashed('playground/runner.html')).toBe(false);
    expect(isHashed('docs/shapes/Rect.html')).toBe(false);
    expect(isHashed('js/ask-ai.js')).toBe(false);
  });

  it('caches the runner pages for a year only under their versioned URL (the offline runner needs it)', () => {
    expect(isVersionedRunner('playground/runner.html', '?v=7812d02bfa')).toBe(true);
    expect(isVersionedRunner('playground/runner-eval.html', '?v=7812d02bfa')).toBe(true);
    expect(isVersionedRunner('playground/runner.html', '')).toBe(false);
    expect(isVersionedRunner('playground/editor.js', '?v=7812d02bfa')).toBe(false);
  });

  it('serves a sub-path build under its base only', () => {
    expect(underBase('/docs/a.html', '/')).toBe('/docs/a.html');
    expect(underBase('/konva/docs/a.html', '/konva/')).toBe('/docs/a.html');
    expect(underBase('/konva', '/konva/')).toBe('/');
    expect(underBase('/docs/a.html', '/konva/')).toBeNull();
  });
});
