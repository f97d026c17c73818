// The client bundles keep Chinese as UTF-8: the minimizer Docusaurus configures must be one keepUtf8 can change.
import {describe, expect, it} from 'vitest';
import {rspack} from '@rspack/core';
import {importSwcJsMinimizerOptions} from '@docusaurus/bundler/lib/importFaster';
import {keepUtf8} from '../../src/plugins/speed/utf8-scripts';

describe('keepUtf8', () => {
  it('turns off ascii_only in the SWC minimizer Docusaurus builds with, and only there', async () => {
    const options = await importSwcJsMinimizerOptions();
    expect(options.format?.ascii_only).toBe(true);
    const swc = new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {minify: true, ...options}});
    const css = new rspack.LightningCssMinimizerRspackPlugin();
    expect(keepUtf8([swc, css])).toBe(1);
    const [args] = (swc as unknown as {_args: [{minimizerOptions: {format: {ascii_only: boolean; comments: boolean}}}]})
      ._args;
    expect(args.minimizerOptions.format.ascii_only).toBe(false);
    // the rest of the format is Docusaurus' own
    expect(args.minimizerOptions.format.comments).toBe(false);
  });

  it('counts a Terser minimizer carrying the flag twice (format and output) as one', () => {
    const output = {ascii_only: true};
    const format = {ascii_only: true};
    expect(keepUtf8([{options: {minimizer: {options: {format, output}}}}])).toBe(1);
    expect([format.ascii_only, output.ascii_only]).toEqual([false, false]);
  });

  it('leaves a minimizer without the flag alone', () => {
    expect(keepUtf8([{}, {options: {minimizer: {options: {format: {ascii_only: false}}}}}])).toBe(0);
  });
});
