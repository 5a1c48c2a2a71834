// Inline CSS written by the designer ('width: 30%; background-color: #fff') as a React style object.
// Declarations that do not parse are left out; url() is refused so a template cannot make the page
// fetch anything.
import type { CSSProperties } from 'react';

export function styleOf(cssText: unknown): CSSProperties | undefined {
  if (typeof cssText !== 'string' || !cssText.trim()) return undefined;
  const style: Record<string, string> = {};
  for (const declaration of cssText.split(';')) {
    const at = declaration.indexOf(':');
    if (at <= 0) continue;
    const property = declaration.slice(0, at).trim().toLowerCase();
    const value = declaration.slice(at + 1).trim();
    if (!/^-?[a-z][a-z-]*$/.test(property) || !value || /url\s*\(|expression\s*\(/i.test(value)) continue;
    const name = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[name] = value;
  }
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}

/** A designer's class list, kept to safe class names. */
export function classesOf(customClass: unknown): string {
  if (typeof customClass !== 'string') return '';
  return customClass
    .split(/\s+/)
    .filter((c) => /^[A-Za-z_][\w-]*$/.test(c))
    .join(' ');
}
