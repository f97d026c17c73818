// Lighthouse (mobile preset, default simulated throttling) against Debian's Chromium, median of several runs per page.
import * as chromeLauncher from 'chrome-launcher';
import {chromiumLaunch} from '../../playwright.config';
import {median} from './median';

export type LighthouseFigures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** What Lighthouse names as the LCP element, for finding what holds it back. */
  lcpElement: string;
  unusedJsKb: number;
};

type Node = {type?: string; snippet?: string; selector?: string};
type Audit = {numericValue?: number; details?: {items?: Node[]; overallSavingsBytes?: number}};
type Lhr = {categories: {performance: {score: number}}; audits: Record<string, Audit>};

/** Lighthouse 13 names the LCP element inside its LCP breakdown insight. */
function lcpSnippet(audit: Audit | undefined): string {
  const node = audit?.details?.items?.find((item) => item.type === 'node');
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : '?';
}

async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const {default: lighthouse} = await import('lighthouse');
  const result = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  const lhr = result!.lhr as unknown as Lhr;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    siMs: value('speed-index'),
    lcpElement: lcpSnippet(lhr.audits['lcp-breakdown-insight']),
    unusedJsKb: (lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024,
  };
}

/** Each run gets a fresh Chromium (a cold profile), as a first-time reader would arrive. */
export async function lighthouseMedian(url: string, runs = 3): Promise<{median: LighthouseFigures; scores: number[]}> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunch.executablePath,
      chromeFlags: chromiumLaunch.args,
    });
    try {
      all.push(await runOnce(url, chrome.port));
    } finally {
      chrome.kill();
    }
  }
  const pick = <K extends keyof LighthouseFigures>(k: K) => median(all.map((f) => f[k] as number));
  const byScore = [...all].sort((a, b) => a.score - b.score)[Math.floor(all.length / 2)]!;
  return {
    median: {
      score: pick('score'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      siMs: pick('siMs'),
      lcpElement: byScore.lcpElement,
      unusedJsKb: pick('unusedJsKb'),
    },
    scores: all.map((f) => f.score),
  };
}

export function formatLighthouse(path: string, r: {median: LighthouseFigures; scores: number[]}): string {
  const m = r.median;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return (
    `${path}: performance ${m.score} (runs ${r.scores.join(', ')}); FCP ${s(m.fcpMs)}, LCP ${s(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, ` +
    `CLS ${m.cls.toFixed(3)}, SI ${s(m.siMs)}; unused JS ${m.unusedJsKb.toFixed(0)} KB; LCP element ${m.lcpElement.slice(0, 100)}`
  );
}
