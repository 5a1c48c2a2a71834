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

/**
 * Properties that take an element of the form out of its place (over the page's header, dialogs or
 * sign-in prompt), whatever the scope: `@scope` limits which elements a rule selects, not where they
 * are drawn.
 */
const PLACEMENT_PROPERTY =
  /^(inset(-.+)?|top|right|bottom|left|z-index|transform(-.+)?|translate|rotate|scale)$/;

/** Strips what could draw outside the form or fetch anything from one rule's declarations. */
function confineDeclarations(style: CSSStyleDeclaration) {
  for (let i = style.length - 1; i >= 0; i--) {
    const property = style.item(i);
    const value = style.getPropertyValue(property);
    const outOfPlace =
      property === 'position'
        ? !/^(static|relative)$/i.test(value.trim())
        : PLACEMENT_PROPERTY.test(property);
    if (outOfPlace || /url\s*\(|image-set\s*\(/i.test(value)) style.removeProperty(property);
  }
}

function confineRules(sheet: CSSStyleSheet | CSSGroupingRule): void {
  const rules = sheet.cssRules;
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i]!;
    if ('style' in rule && rule.style instanceof CSSStyleDeclaration) confineDeclarations(rule.style);
    if ('cssRules' in rule) confineRules(rule as CSSGroupingRule);
  }
}

/**
 * The scoped CSS as the browser parses it, less what could draw outside the form or fetch anything.
 * Parsed rules have their escapes resolved (`posit\ion` is `position` there), which a check of the text
 * could not promise. A browser without constructable stylesheets gets the text as it is: such browsers
 * have no `@scope` either, so they apply none of it.
 */
export function confinedCss(scoped: string): string | undefined {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return scoped;
  const sheet = new CSSStyleSheet();
  try {
    sheet.replaceSync(scoped);
  } catch {
    return undefined;
  }
  confineRules(sheet);
  const text = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
  return /<\/?style/i.test(text) ? undefined : text;
}
