// Recall@5 and MRR@5 as scripts/bench-search.ts counts them: hits become pages in order of first appearance (one hit
// per URL, then one per page, as a reader scans them); a question counts when an expected page is in the first five.
import type {Question} from './questions';

/** The query of the first-results path. */
export const FIRST_QUERY = '矩形';
/** Queries whose informative words match nothing: a reader should see 无结果, not pages sharing one word. */
export const NONSENSE = ['矩形量子纠缠', 'asdfgh'];

export interface Quality {
  answerable: number;
  recallAt5: number;
  mrrAt5: number;
  misses: string[];
}

export const pageOf = (url: string): string => url.split('#')[0];

/** Rank (0-based) of the first expected page among the distinct pages of `hits`, or -1. */
export function rankOf(hits: string[], targets: string[]): number {
  const pages: string[] = [];
  for (const h of hits) {
    const p = pageOf(h);
    if (!pages.includes(p)) pages.push(p);
    if (pages.length > 5) break;
  }
  return pages.findIndex((p) => targets.includes(p));
}

/** Questions whose expected pages exist in the corpus, with their targets. */
export function answerable(questions: Question[], pages: Set<string>): {q: string; targets: string[]}[] {
  return questions
    .map(({q, expect}) => ({q, targets: expect.filter((p) => pages.has(p))}))
    .filter((x) => x.targets.length > 0);
}

export function quality(results: {q: string; rank: number}[]): Quality {
  const found = results.filter((r) => r.rank >= 0 && r.rank < 5);
  const mrr = results.reduce((s, r) => s + (r.rank >= 0 && r.rank < 5 ? 1 / (r.rank + 1) : 0), 0);
  return {
    answerable: results.length,
    recallAt5: results.length ? found.length / results.length : NaN,
    mrrAt5: results.length ? mrr / results.length : NaN,
    misses: results.filter((r) => !(r.rank >= 0 && r.rank < 5)).map((r) => r.q),
  };
}

export const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};
