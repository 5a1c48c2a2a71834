// A template's custom CSS (config.customStyle) is designer-written text placed in a <style> element
// inside `@scope (.<form>) { … }`. A stray `}` would close the scope early and let the rest restyle the
// whole page, so CSS whose blocks do not balance (strings, comments and escapes aside) is not applied.

/** True when every `{` is closed by a `}` in order, outside strings, comments and escapes. */
export function bracesBalance(css: string): boolean {
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') {
      i++;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) return false;
      i = end + 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
      if (css[j] !== c) return false;
      i = j;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      if (--depth < 0) return false;
    }
  }
  return depth === 0;
}

/** The template's custom CSS scoped to this form, or undefined when there is none or it is unsafe. */
export function scopedCss(css: unknown, scopeClass: string): string | undefined {
  if (typeof css !== 'string' || !css.trim() || /<\/?style/i.test(css) || !bracesBalance(css))
    return undefined;
  return `@scope (.${scopeClass}) { ${css} }`;
}
