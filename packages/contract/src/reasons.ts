// The contract's own validation reasons (the custom messages of its schemas), in both languages.
// Schemas are parsed in the spec's Chinese; the server words a refusal for an English caller from the
// issue itself (issues.ts), using the English entry of a reason found here.
import { interpolate, type Catalogue, type TextParams } from './i18n.js';

const zhCN = {
  required: '不能为空',
  maxChars: '最多{{max}}个字符',
  minChars: '至少{{min}}个字符',
  integer: '必须是整数',
  notBelow: '不能小于{{min}}',
  notAbove: '不能大于{{max}}',
} as const;

const enUS = {
  required: 'must not be empty',
  maxChars: 'must be at most {{max}} characters',
  minChars: 'must be at least {{min}} characters',
  integer: 'must be an integer',
  notBelow: 'must not be less than {{min}}',
  notAbove: 'must not be greater than {{max}}',
} satisfies Catalogue<typeof zhCN>;

export const reasonTexts = { 'zh-CN': zhCN, 'en-US': enUS } as const;
export type ReasonKey = keyof typeof zhCN;

/** A schema's custom message: the Chinese words of a reason. */
export function reason(key: ReasonKey, params?: TextParams): string {
  return interpolate(zhCN[key], params);
}
