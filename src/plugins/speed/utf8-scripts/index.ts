// utf8-scripts: the browser bundles keep Chinese text as UTF-8. Docusaurus' minifier writes every non-ASCII
// character as a \uXXXX escape (`ascii_only`): 6 bytes instead of 3, which gzip does not win back, and more text
// to parse. The docs sidebar chunk every docs page loads fell from 227 to 160 KB raw (47.2 to 43.1 KB gzip).
// Scripts are served as UTF-8 (scripts/serve.ts; pages declare it, and a script without a charset takes the page's).
import type {Plugin} from '@docusaurus/types';

type Format = {ascii_only?: boolean};
/** The minimizers' option shapes that carry the flag: Rspack's SWC plugin (its constructor arguments), Terser's. */
type Minimizer = {
  _args?: [{minimizerOptions?: {format?: Format}}?];
  options?: {minimizer?: {options?: {format?: Format; output?: Format}}};
};

/** Turns `ascii_only` off wherever a JS minimizer has it; returns how many minimizers it changed. */
export function keepUtf8(minimizers: unknown[]): number {
  let changed = 0;
  for (const m of minimizers as Minimizer[]) {
    const formats = [
      m?._args?.[0]?.minimizerOptions?.format,
      m?.options?.minimizer?.options?.format,
      m?.options?.minimizer?.options?.output,
    ];
    let touched = false;
    for (const format of formats) {
      if (format?.ascii_only) {
        format.ascii_only = false;
        touched = true;
      }
    }
    if (touched) changed++;
  }
  return changed;
}

export default function utf8ScriptsPlugin(): Plugin {
  return {
    name: 'konva-utf8-scripts',
    configureWebpack(config, isServer) {
      if (!isServer) keepUtf8(config.optimization?.minimizer ?? []);
      return {};
    },
  };
}
