import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const localesDir = path.join(path.dirname(require.resolve('@docusaurus/theme-translations/package.json')), 'locales');
const ours = JSON.parse(fs.readFileSync(path.resolve('i18n/zh-Hans/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

// HTML `enterkeyhint` values are keywords the browser reads, not text for readers.
const KEYWORD_KEYS = /\.enterKeyHint(AskAi)?$/;

function load(locale: string, file: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(localesDir, locale, file), 'utf8')) as Record<string, string>;
}

function hasEnglishWords(text: string): boolean {
  return /[A-Za-z]{2,}/.test(text.replace(/\{[^}]+\}/g, ''));
}

describe('theme strings shown in Chinese', () => {
  for (const file of ['theme-common.json', 'theme-search-algolia.json']) {
    it(`${file}: every string is Chinese, from Docusaurus' zh-Hans or from i18n/zh-Hans/code.json`, () => {
      const base = load('base', file);
      const zh = load('zh-Hans', file);
      const untranslated = Object.keys(base)
        .filter((key) => !key.endsWith('___DESCRIPTION') && !KEYWORD_KEYS.test(key))
        .filter((key) => {
          const shown = ours[key]?.message ?? zh[key] ?? base[key]!;
          return hasEnglishWords(shown) && shown === base[key];
        });
      expect(untranslated).toEqual([]);
    });
  }
});
