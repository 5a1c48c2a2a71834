// Both languages of the server's catalogue have every key, with the same `{{name}}` places.
import { catalogueKeys, lookUp, placeholdersOf } from '@platform/contract/i18n';
import { describe, expect, it } from 'vitest';
import { reasonTexts } from '@platform/contract';
import { serverCatalogues } from './catalogue.js';

describe.each([
  ['server', serverCatalogues['zh-CN'], serverCatalogues['en-US']],
  ['contract reasons', reasonTexts['zh-CN'], reasonTexts['en-US']],
] as const)('the %s catalogue', (_name, zh, en) => {
  it('has the same keys in Chinese and English', () => {
    expect(catalogueKeys(en).sort()).toEqual(catalogueKeys(zh).sort());
  });

  it('fills the same places in both languages, and has no Chinese in English', () => {
    for (const key of catalogueKeys(zh)) {
      const enText = lookUp(en, key)!;
      expect(placeholdersOf(enText), key).toEqual(placeholdersOf(lookUp(zh, key)!));
      expect(/[\u3400-\u9fff]/.test(enText), key).toBe(false);
    }
  });
});
