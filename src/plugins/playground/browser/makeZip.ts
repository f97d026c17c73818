// Builds the 下载项目 zip from the plain template files (pure: shared by the browser module and the unit test).
import {zipSync, strToU8} from 'fflate';
import {EXTRA_MODULES, FLAVOUR_FILES, importsOf, type Flavour} from '../flavours';

export interface TemplateData {
  versions: Record<string, string>;
  templates: Record<Flavour, Record<string, string>>;
}

export function projectFiles(
  data: TemplateData,
  flavour: Flavour,
  source: string,
  file = FLAVOUR_FILES[flavour],
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, text] of Object.entries(data.templates[flavour])) {
    files[name] =
      name === 'package.json' ? text.replace(/\{\{([^}]+)\}\}/g, (m, pkg: string) => data.versions[pkg] ?? m) : text;
  }
  const extras = importsOf(source).filter((name) => EXTRA_MODULES[flavour].includes(name) && data.versions[name]);
  if (extras.length && files['package.json']) {
    const pkg = JSON.parse(files['package.json']) as {dependencies: Record<string, string>};
    for (const name of extras) pkg.dependencies[name] = data.versions[name]!;
    files['package.json'] = `${JSON.stringify(pkg, null, 2)}\n`;
  }
  files[`src/${file}`] = source.endsWith('\n') ? source : `${source}\n`;
  return files;
}

export function makeZip(
  data: TemplateData,
  flavour: Flavour,
  source: string,
  assets: Record<string, Uint8Array> = {},
  file = FLAVOUR_FILES[flavour],
): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(projectFiles(data, flavour, source, file)))
    entries[`konva-example/${name}`] = strToU8(text);
  // Vite serves public/ at the site root, so /examples/assets/NAME keeps working unchanged.
  for (const [name, bytes] of Object.entries(assets)) entries[`konva-example/public/examples/assets/${name}`] = bytes;
  return zipSync(entries, {level: 6});
}
