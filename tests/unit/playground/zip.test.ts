import {describe, expect, it} from 'vitest';
import {unzipSync, strFromU8} from 'fflate';
import fs from 'node:fs';
import path from 'node:path';
import {makeZip} from '../../../src/plugins/playground/browser/makeZip';
import {readTemplates, installedVersions} from '../../../src/plugins/playground/templates';
import {EXTRA_MODULES, FLAVOURS, FLAVOUR_FILES, exampleFile} from '../../../src/plugins/playground/flavours';

const root = path.resolve(__dirname, '../../..');
const installed = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version;

describe('project zip', () => {
  const data = {versions: installedVersions(root), templates: readTemplates()};
  for (const flavour of FLAVOURS) {
    it(`${flavour}: has the template files, the example and installed versions`, () => {
      const source = `// ${flavour} 示例\nconsole.log('/examples/assets/a.png');\n`;
      const files = unzipSync(makeZip(data, flavour, source, {'a.png': new Uint8Array([1, 2, 3])}));
      const names = Object.keys(files);
      for (const f of ['package.json', 'index.html', 'README.md', `src/${FLAVOUR_FILES[flavour]}`])
        expect(names).toContain(`konva-example/${f}`);
      expect(strFromU8(files[`konva-example/src/${FLAVOUR_FILES[flavour]}`]!)).toBe(source);
      expect([...files['konva-example/public/examples/assets/a.png']!]).toEqual([1, 2, 3]);
      const pkg = JSON.parse(strFromU8(files['konva-example/package.json']!)) as {
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      const all = {...pkg.dependencies, ...pkg.devDependencies};
      expect(JSON.stringify(all)).not.toContain('{{');
      expect(all.konva).toBe(installed('konva'));
      for (const [name, version] of Object.entries(all)) {
        if (fs.existsSync(path.join(root, 'node_modules', name, 'package.json')) && name !== 'vite')
          expect(version, name).toBe(installed(name));
      }
    });
  }
  it('an example importing an extra library gets it in package.json at the installed version; others do not', () => {
    const pkgOf = (source: string) =>
      (
        JSON.parse(strFromU8(unzipSync(makeZip(data, 'react', source))['konva-example/package.json']!)) as {
          dependencies: Record<string, string>;
        }
      ).dependencies;
    expect(pkgOf(`import {Html} from 'react-konva-utils';\n`)['react-konva-utils']).toBe(
      installed('react-konva-utils'),
    );
    expect(pkgOf(`import {Stage} from 'react-konva';\n`)).not.toHaveProperty('react-konva-utils');
  });
  it('every flavour: an example importing jspdf or gifuct-js gets it in package.json', () => {
    for (const flavour of FLAVOURS) {
      const pkg = JSON.parse(
        strFromU8(
          unzipSync(makeZip(data, flavour, `import {jsPDF} from 'jspdf';\nimport {parseGIF} from 'gifuct-js';\n`))[
            'konva-example/package.json'
          ]!,
        ),
      ) as {dependencies: Record<string, string>};
      expect(pkg.dependencies.jspdf, flavour).toBe(installed('jspdf'));
      expect(pkg.dependencies['gifuct-js'], flavour).toBe(installed('gifuct-js'));
    }
  });
  it('every extra library has a pinned version for downloaded projects', () => {
    for (const flavour of FLAVOURS)
      for (const name of EXTRA_MODULES[flavour]) expect(data.versions[name], name).toBeTruthy();
  });
  it('react in TypeScript: the example is src/App.tsx and main.jsx imports it without an extension', () => {
    const files = unzipSync(
      makeZip(data, 'react', 'export default function App() {}\n', {}, exampleFile('react', true)),
    );
    expect(Object.keys(files)).toContain('konva-example/src/App.tsx');
    expect(Object.keys(files)).not.toContain('konva-example/src/App.jsx');
    expect(strFromU8(files['konva-example/src/main.jsx']!)).toMatch(/from '\.\/App';/);
  });
});
