// Inline CSS written by the designer ('width: 30%; background-color: #fff'), for layout containers
// (table, cell, sub-form, dynamic table) and the style attributes of an html item. Only the properties
// of INLINE_CSS_PROPERTIES are kept: text, colour, box and border, nothing that takes an element out of
// its place (position, inset, z-index, transform …) and so could lay a fake dialog over the page.
// url() and expression() are refused so a template cannot make the page fetch anything.
import type { CSSProperties } from 'react';

/** The CSS properties a template may set inline (shorthands and their longhands). */
export const INLINE_CSS_PROPERTIES: ReadonlySet<string> = new Set([
  'color',
  'background-color',
  'opacity',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'text-align',
  'text-decoration',
  'text-decoration-color',
  'text-decoration-line',
  'text-decoration-style',
  'text-indent',
  'text-transform',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'white-space',
  'word-break',
  'overflow-wrap',
  'vertical-align',
  'list-style',
  'list-style-type',
  'list-style-position',
  'display',
  'float',
  'clear',
  'box-sizing',
  'width',
  'min-width',
  'max-width',
  'height',
  'min-height',
  'max-height',
  'overflow',
  'overflow-x',
  'overflow-y',
  ...['margin', 'padding'].flatMap((p) => [p, `${p}-top`, `${p}-right`, `${p}-bottom`, `${p}-left`]),
  ...['', '-top', '-right', '-bottom', '-left'].flatMap((side) => [
    `border${side}`,
    `border${side}-color`,
    `border${side}-style`,
    `border${side}-width`,
  ]),
  'border-radius',
  'border-collapse',
  'border-spacing',
  'table-layout',
  'caption-side',
]);

/** The allowed declarations of a CSS text, as [property, value] in order; the rest are left out. */
export function safeDeclarations(cssText: unknown): [string, string][] {
  if (typeof cssText !== 'string' || !cssText.trim()) return [];
  const out: [string, string][] = [];
  for (const declaration of cssText.split(';')) {
    const at = declaration.indexOf(':');
    if (at <= 0) continue;
    const property = declaration.slice(0, at).trim().toLowerCase();
    const value = declaration.slice(at + 1).trim();
    if (!INLINE_CSS_PROPERTIES.has(property) || !value || /url\s*\(|expression\s*\(|[<>{}\\]/i.test(value)) {
      continue;
    }
    out.push([property, value]);
  }
  return out;
}

/** The allowed declarations as CSS text again (for a style attribute). */
export function safeCssText(cssText: unknown): string {
  return safeDeclarations(cssText)
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
}

export function styleOf(cssText: unknown): CSSProperties | undefined {
  const declarations = safeDeclarations(cssText);
  if (!declarations.length) return undefined;
  const style: Record<string, string> = {};
  for (const [property, value] of declarations) {
    style[property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return style as CSSProperties;
}

/**
 * Class names the page's own rules style (antd's, its icons', the renderer's): a designer's class
 * that borrowed one could draw the UI kit's fixed-position mask or dialog over the page.
 */
const PAGE_CLASS = /^(ant-|anticon|fr-)/i;

/** A designer's class list, kept to safe class names of the template's own. */
export function classesOf(customClass: unknown): string {
  if (typeof customClass !== 'string') return '';
  return customClass
    .split(/\s+/)
    .filter((c) => /^[A-Za-z_][\w-]*$/.test(c) && !PAGE_CLASS.test(c))
    .join(' ');
}
