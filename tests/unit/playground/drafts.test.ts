import {afterEach, describe, expect, it, vi} from 'vitest';
import {clearDraft, draftKey, loadDraft, MAX_DRAFT_CHARS, saveDraft} from '../../../src/components/Playground/drafts';

/** A Storage in memory; `quota` (characters of all values) makes setItem throw as a full browser storage does. */
function memoryStorage(quota = Infinity): Storage {
  const m = new Map<string, string>();
  const used = () => [...m.values()].reduce((n, v) => n + v.length, 0);
  return {
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => {
      if (used() - (m.get(k)?.length ?? 0) + v.length > quota)
        throw Object.assign(new Error('full'), {name: 'QuotaExceededError'});
      m.set(k, v);
    },
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
  };
}

function withStorage(get: () => Storage): void {
  vi.stubGlobal('window', {
    get localStorage() {
      return get();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('drafts', () => {
  it('keys by page, example, flavour and the original code', () => {
    const k = draftKey('/docs/a', 0, 'react', 'x');
    expect(draftKey('/docs/b', 0, 'react', 'x')).not.toBe(k);
    expect(draftKey('/docs/a', 1, 'react', 'x')).not.toBe(k);
    expect(draftKey('/docs/a', 0, 'vue', 'x')).not.toBe(k);
    expect(draftKey('/docs/a', 0, 'react', 'y')).not.toBe(k);
    expect(draftKey('/docs/a', 0, 'react', 'x')).toBe(k);
  });

  it('saves, loads and clears', () => {
    const s = memoryStorage();
    withStorage(() => s);
    expect(saveDraft('konva-draft:k', 'code 你好')).toBe('saved');
    expect(loadDraft('konva-draft:k')).toBe('code 你好');
    clearDraft('konva-draft:k');
    expect(loadDraft('konva-draft:k')).toBeNull();
  });

  it('says blocked when the storage cannot be reached', () => {
    withStorage(() => {
      throw Object.assign(new Error('denied'), {name: 'SecurityError'});
    });
    expect(saveDraft('konva-draft:k', 'x')).toBe('blocked');
    expect(loadDraft('konva-draft:k')).toBeNull();
  });

  it('makes room from its own oldest drafts, and says full when that is not enough', () => {
    const s = memoryStorage(200);
    withStorage(() => s);
    expect(saveDraft('konva-draft:old', 'a'.repeat(100))).toBe('saved');
    expect(saveDraft('konva-draft:new', 'b'.repeat(100))).toBe('saved');
    expect(loadDraft('konva-draft:old')).toBeNull();
    expect(loadDraft('konva-draft:new')).toBe('b'.repeat(100));
    s.clear();
    s.setItem('other-site-data', 'c'.repeat(150));
    expect(saveDraft('konva-draft:big', 'd'.repeat(100))).toBe('full');
  });

  it('refuses a draft over the length limit', () => {
    withStorage(() => memoryStorage());
    expect(saveDraft('konva-draft:k', 'x'.repeat(MAX_DRAFT_CHARS + 1))).toBe('too-long');
  });
});
