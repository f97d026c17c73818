// 在演练场中打开: the 演练场 URL carrying a flavour's code (the 分享 hash, src/plugins/playground/browser/shareCodec.ts).
// Code too long for a link is handed over as the 演练场's own draft of that flavour instead (`#open/<flavour>`).
import {loadModule, type ShareModule} from './lazy';
import {draftKey, saveDraft, STORAGE_MESSAGES} from './drafts';
import type {Flavour} from '../../plugins/playground/flavours';

/** The 演练场 page's path under the site's base URL. */
export const playgroundPath = (siteBase: string) => `${siteBase}playground`;

/** The 演练场 keeps one draft per flavour (its last code), not tied to any original. */
export function playgroundDraftKey(flavour: Flavour): string {
  return draftKey('/playground', 0, flavour, '');
}

export function loadShare(base: string, version: string): Promise<ShareModule> {
  return loadModule<ShareModule>(`${base}share.js?v=${version}`);
}

export async function playgroundUrl(
  site: {base: string; siteBase: string; version: string},
  flavour: Flavour,
  code: string,
): Promise<string> {
  const mod = await loadShare(site.base, site.version);
  const path = playgroundPath(site.siteBase);
  const link = mod.encodeShare(flavour, code, `${window.location.origin}${path}`);
  if (link.ok) return `${path}${link.hash}`;
  const saved = saveDraft(playgroundDraftKey(flavour), code);
  if (saved !== 'saved') throw new Error(STORAGE_MESSAGES[saved]);
  return `${path}#open/${flavour}`;
}
