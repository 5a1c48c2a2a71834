// Both languages have every key of every area, with the same `{{name}}` places, and no entry is empty.
import { catalogueKeys, lookUp, placeholdersOf } from '@platform/contract/i18n';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './index';

const modules = import.meta.glob<{ default: object }>('./locales/*/*.ts', { eager: true });
const catalogue = (language: string, ns: string) => modules[`./locales/${language}/${ns}.ts`]!.default;

describe.each(NAMESPACES)('the %s catalogue', (ns) => {
  const zh = catalogue('zh-CN', ns);
  const en = catalogue('en-US', ns);

  it('has the same keys in Chinese and English', () => {
    expect(catalogueKeys(en).sort()).toEqual(catalogueKeys(zh).sort());
  });

  it('fills the same places in both languages, and leaves no entry empty', () => {
    for (const key of catalogueKeys(zh)) {
      const zhText = lookUp(zh, key)!;
      const enText = lookUp(en, key);
      expect(enText, `${ns}:${key}`).toBeTruthy();
      expect(zhText, `${ns}:${key}`).toBeTruthy();
      expect(placeholdersOf(enText!), `${ns}:${key}`).toEqual(placeholdersOf(zhText));
    }
  });

  it('has no Chinese in English', () => {
    const chinese = catalogueKeys(en).filter((key) => /[\u3400-\u9fff]/.test(lookUp(en, key)!));
    expect(chinese).toEqual([]);
  });
});
