// Every text a user reads comes from a catalogue (issue 17): no string or JSX text outside the
// catalogues holds Chinese. Comments, tests, test fixtures and the demo seed (user data) may.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const scanned = ['apps/web/src', 'apps/server/src', 'packages'];

/** Where Chinese belongs: the catalogues, tests and data that is not the UI's own words. */
const exempt: RegExp[] = [
  /\/locales\//, // web and package catalogues
  /^apps\/server\/src\/i18n\/zh-CN\//, // the server's catalogue
  /^packages\/contract\/src\/reasons\.ts$/, // the contract's reasons, both languages
  /\.test\.tsx?$/,
  /\/test\//,
  /\/fixtures\//,
  /\/node_modules\//,
  /\/dist\//,
  /^apps\/server\/src\/seed\//, // demo data: names of people, tenants, dictionaries
  /^packages\/regions\//, // place names are data
  /^packages\/[^/]+\/bench\//,
];

/**
 * Words that are Chinese in every language: the language switch names Chinese in Chinese; the
 * characters of amounts in Chinese capitals (人民币大写, cert/contract-quote.ts).
 */
const sameInEveryLanguage = new Set(['简体中文', '零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整']);

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** Each string, template part and JSX text of a file that holds Chinese, with its line. */
function chineseTexts(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (!CHINESE.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      CHINESE.test(node.text) &&
      !sameInEveryLanguage.has(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1} ${node.text.trim().slice(0, 40)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('user-facing texts', () => {
  it('are in the catalogues, not in the code', () => {
    const files = scanned
      .flatMap(sourceFiles)
      .filter((file) => !exempt.some((pattern) => pattern.test(file)));
    const found = files.flatMap(chineseTexts);
    expect(found, `Chinese outside the catalogues:\n${found.join('\n')}`).toEqual([]);
  });
});
