// Unit tests' stand-in for @theme/prism-include-languages (which reads the generated site config): registers
// the site's one extra language the way the theme does, through the global Prism.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

export default function prismIncludeLanguages(prism: unknown): void {
  const global = globalThis as {Prism?: unknown};
  global.Prism = prism;
  require('prismjs/components/prism-bash');
  delete global.Prism;
}
