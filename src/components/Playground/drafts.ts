// The reader's edits, kept in localStorage across reloads and navigation: one draft per page, example, flavour and
// original code (a hash of it), so an example that changed in a new build never restores a stale draft. Every
// failure is reported: storage that is blocked or full returns a reason the panel shows, never nothing.
const PREFIX = 'konva-draft:';
/** Drafts kept at most; the oldest go first when there are more, or when the storage is full. */
const MAX_DRAFTS = 50;
/** A draft longer than this is not stored (it would crowd out everything else of the site's storage). */
export const MAX_DRAFT_CHARS = 200_000;

export type SaveResult = 'saved' | 'blocked' | 'full' | 'too-long';

export const STORAGE_MESSAGES: Record<Exclude<SaveResult, 'saved'>, string> = {
  blocked: '浏览器禁止本站使用本地存储，修改不会保存：刷新或离开页面后会丢失。',
  full: '浏览器的本地存储已满，修改没有保存：刷新或离开页面后会丢失。',
  'too-long': `代码超过 ${MAX_DRAFT_CHARS / 1000} K 个字符，没有保存为草稿。`,
};

/** A short, stable hash of a text (FNV-1a, 32 bit, hex). */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function draftKey(page: string, example: number, flavour: string, original: string): string {
  return `${PREFIX}${page}|${example}|${flavour}|${textHash(original)}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // a SecurityError where the reader blocks site data
  }
}

export function loadDraft(key: string): string | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as {code?: unknown};
    return typeof d.code === 'string' ? d.code : null;
  } catch {
    return null;
  }
}

/** Our drafts, oldest first. */
function drafts(s: Storage): {key: string; t: number}[] {
  const out: {key: string; t: number}[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    let t = 0;
    try {
      t = Number((JSON.parse(s.getItem(key) ?? '{}') as {t?: number}).t) || 0;
    } catch {
      // unreadable: oldest
    }
    out.push({key, t});
  }
  return out.sort((a, b) => a.t - b.t);
}

export function saveDraft(key: string, code: string): SaveResult {
  if (code.length > MAX_DRAFT_CHARS) return 'too-long';
  const s = storage();
  if (!s) return 'blocked';
  const value = JSON.stringify({code, t: Date.now()});
  // Saved on every keystroke: only a new draft can push the count over MAX_DRAFTS, so only then are all read.
  const added = s.getItem(key) === null;
  try {
    s.setItem(key, value);
  } catch (e) {
    if ((e as DOMException).name !== 'QuotaExceededError') return 'blocked';
    // Full: make room from our own oldest drafts once, then give up and say so.
    for (const d of drafts(s).slice(0, 10)) if (d.key !== key) s.removeItem(d.key);
    try {
      s.setItem(key, value);
    } catch {
      return 'full';
    }
  }
  if (added) {
    const all = drafts(s);
    for (const d of all.slice(0, Math.max(0, all.length - MAX_DRAFTS))) s.removeItem(d.key);
  }
  return 'saved';
}

/** Keeps an edit of `original` (code equal to it needs no draft); what the reader must be told, '' when kept. */
export function keepDraft(key: string, text: string, original: string): string {
  if (text === original) {
    clearDraft(key);
    return '';
  }
  const r = saveDraft(key, text);
  return r === 'saved' ? '' : STORAGE_MESSAGES[r];
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing stored to clear
  }
}
