// The newest demos for the home page: a demo's date is when its page was first committed (one `git log` for the
// whole folder), so a new demo page needs nothing but itself. A page git does not know yet counts as newest.
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Demo} from './data';

export type NewestDemo = Pick<Demo, 'title' | 'permalink' | 'summary' | 'tags' | 'thumbnail'> & {
  /** ISO date the page was added, or null when git does not know it (uncommitted, or no history). */
  added: string | null;
};

/** Parses `git log --diff-filter=A --format=@%aI --name-only`: file base name (no extension) → first-added date. */
export function parseAddedDates(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) date = line.slice(1).trim();
    else if (line.trim() && date) {
      const name = path.basename(line.trim()).replace(/\.mdx?$/, '');
      // The log runs newest first: the last date seen for a file is when it was first added.
      dates.set(name, date);
    }
  }
  return dates;
}

/** When each file under `dir` was added, from git; empty when git or its history is missing. */
export function gitAddedDates(dir: string): Map<string, string> {
  try {
    const log = execFileSync(
      'git',
      ['log', '--no-renames', '--diff-filter=A', '--format=@%aI', '--name-only', '--', '.'],
      {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return parseAddedDates(log);
  } catch {
    return new Map();
  }
}

/** The `count` newest demos, newest first; unknown dates first (just written), ties by the gallery's order. */
export function newestDemos(demos: readonly Demo[], added: ReadonlyMap<string, string>, count = 3): NewestDemo[] {
  const time = (d: Demo) => {
    const iso = added.get(d.name);
    return iso ? Date.parse(iso) : Number.POSITIVE_INFINITY;
  };
  return demos
    .map((d, i) => ({d, i, t: time(d)}))
    .sort((a, b) => (a.t === b.t ? a.i - b.i : b.t - a.t))
    .slice(0, count)
    .map(({d}) => ({
      title: d.title,
      permalink: d.permalink,
      summary: d.summary,
      tags: d.tags,
      thumbnail: d.thumbnail,
      added: added.get(d.name) ?? null,
    }));
}
