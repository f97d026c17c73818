// Lighthouse figures for `npm run bench`: one page of each type (home, tutorial with live examples, API page, docs
// index, a 问题排查 page with its 问题 / 修复后 example, the 演练场, which must stay within a tutorial's budget), mobile
// preset with its default simulated throttling, median of 3 cold runs each (BENCH_LH_RUNS to change).
import {formatLighthouse, lighthouseMedian} from './bench/lighthouse';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/docs/shapes/Rect.html',
  '/api/Konva.Node.html',
  '/docs/index.html',
  '/docs/troubleshooting/Hit_Area_Mismatch.html',
  '/playground',
];

export default async function benchLighthouse(baseURL: string): Promise<void> {
  const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
  for (const url of LIGHTHOUSE_PAGES) console.log(formatLighthouse(url, await lighthouseMedian(baseURL + url, runs)));
}
