// Zod issues in words. Parsing words them in Chinese (the server sets `issueRendererOf('zh-CN')` as
// zod's locale); `issueReason` words a refusal again for the caller's language when it is answered.
import { z } from 'zod';
import type { Language } from './i18n.js';
import { reasonTexts, type ReasonKey } from './reasons.js';

/** What a zod issue carries that its wording needs (zod's raw and final issues both have these). */
export interface IssueLike {
  code: string;
  message?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  format?: string;
  input?: unknown;
}

const zodLocales = { 'zh-CN': z.locales.zhCN(), 'en-US': z.locales.en() } as const;

/** The reasons without parameters, by their Chinese words: a custom message is one of these. */
const fixedReasonByWords = new Map<string, ReasonKey>(
  (Object.entries(reasonTexts['zh-CN']) as [ReasonKey, string][])
    .filter(([, words]) => !words.includes('{{'))
    .map(([key, words]) => [words, key]),
);

/** English for the common checks, worded like the contract's own reasons. */
function englishOf(issue: IssueLike): string | undefined {
  const en = reasonTexts['en-US'];
  const n = (v: number | bigint | undefined) => String(v);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? en.required : en.minChars.replace('{{min}}', n(issue.minimum));
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `must have at least ${n(issue.minimum)} item(s)`;
      }
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        return issue.inclusive === false
          ? `must be greater than ${n(issue.minimum)}`
          : en.notBelow.replace('{{min}}', n(issue.minimum));
      }
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return en.maxChars.replace('{{max}}', n(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `must have at most ${n(issue.maximum)} item(s)`;
      }
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        return issue.inclusive === false
          ? `must be less than ${n(issue.maximum)}`
          : en.notAbove.replace('{{max}}', n(issue.maximum));
      }
      return undefined;
    case 'invalid_type':
      if (issue.expected === 'int') return en.integer;
      if (issue.input === undefined) return 'is required';
      return issue.expected ? `must be of type ${issue.expected}` : undefined;
    default:
      return undefined;
  }
}

function zodWords(language: Language, issue: IssueLike): string {
  const worded = zodLocales[language].localeError(issue as never);
  if (typeof worded === 'string') return worded;
  return worded?.message ?? issue.message ?? '';
}

/** zod's `localeError` for a language: the server parses with the Chinese one. */
export function issueRendererOf(language: Language) {
  return (issue: IssueLike) =>
    (language === 'en-US' ? englishOf(issue) : undefined) ?? zodWords(language, issue);
}

/**
 * A parsed issue's reason in the caller's language. Chinese keeps the message parsing gave it (a
 * schema's own reason, or zod's Chinese); English uses the reason's English entry when the message is
 * one of the contract's reasons, and words the issue itself otherwise.
 */
export function issueReason(language: Language, issue: IssueLike): string {
  if (language === 'zh-CN') return issue.message ?? zodWords(language, issue);
  const fixed = issue.message ? fixedReasonByWords.get(issue.message) : undefined;
  if (fixed) return reasonTexts['en-US'][fixed];
  return englishOf(issue) ?? zodWords('en-US', issue);
}
