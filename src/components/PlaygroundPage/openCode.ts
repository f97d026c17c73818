// What the 演练场 shows when it opens: the code of a 分享 link in the hash, the code an example handed over
// (`#open/<flavour>`), else the reader's last code of their last flavour, else that flavour's starter program.
import {loadDraft} from '../Playground/drafts';
import {loadShare, playgroundDraftKey} from '../Playground/openInPlayground';
import {FLAVOUR_CHOICE_KEY, isFlavour, type Flavour} from '../../plugins/playground/flavours';

export interface Opened {
  flavour: Flavour;
  code: string;
  /** The code came from the link (not yet the reader's draft). */
  fromLink: boolean;
  /** Why the link could not be opened (Chinese), with the starter shown instead. */
  error?: string;
}

/** The examples' tab choice: a reader of the React tabs opens the 演练场 in React, and a choice here holds there. */
export function lastFlavour(): Flavour {
  try {
    const f = localStorage.getItem(FLAVOUR_CHOICE_KEY);
    return isFlavour(f) ? f : 'vanilla';
  } catch {
    return 'vanilla';
  }
}

export function rememberFlavour(f: Flavour): void {
  try {
    localStorage.setItem(FLAVOUR_CHOICE_KEY, f);
  } catch {
    // the draft's own save reports blocked storage
  }
}

export function codeFor(flavour: Flavour, starters: Record<Flavour, string>): string {
  return loadDraft(playgroundDraftKey(flavour)) ?? starters[flavour];
}

export async function openCode(
  hash: string,
  starters: Record<Flavour, string>,
  site: {base: string; version: string},
): Promise<Opened> {
  const open = /^#open\/(\w+)$/.exec(hash);
  if (open && isFlavour(open[1])) return {flavour: open[1], code: codeFor(open[1], starters), fromLink: false};
  if (hash.length > 1) {
    const share = await loadShare(site.base, site.version);
    const r = share.decodeShare(hash);
    if (r.ok) return {flavour: r.flavour, code: r.code, fromLink: true};
    const flavour = lastFlavour();
    return {flavour, code: starters[flavour], fromLink: false, error: share.shareErrorMessage(r.error, r.detail)};
  }
  const flavour = lastFlavour();
  return {flavour, code: codeFor(flavour, starters), fromLink: false};
}
