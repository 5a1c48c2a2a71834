import { describe, expect, it } from 'vitest';
import { bracesBalance, scopedCss } from './customStyle';

describe('custom CSS of a template', () => {
  it('applies ordinary rules to this form only', () => {
    expect(scopedCss('.fr-field { color: red; } @media print { .x { display: none } }', 'fr-scope-a')).toBe(
      '@scope (.fr-scope-a) { .fr-field { color: red; } @media print { .x { display: none } } }',
    );
  });

  it('refuses CSS that would close the form scope early and restyle the page', () => {
    expect(scopedCss('} body { display: none } .x {', 'fr-scope-a')).toBeUndefined();
    expect(scopedCss('.a { color: red } }', 'fr-scope-a')).toBeUndefined();
    expect(scopedCss('.a { color: red', 'fr-scope-a')).toBeUndefined();
  });

  it('is not fooled by braces inside strings, comments or escapes', () => {
    expect(bracesBalance('.a::after { content: "}" } /* } */ .b\\} { color: red }')).toBe(true);
    expect(bracesBalance('.a::after { content: "}" } } /* { */')).toBe(false);
    expect(bracesBalance('.a { color: red } /* never closed')).toBe(false);
  });

  it('refuses style tags and empty text', () => {
    expect(scopedCss('</style><img src=x onerror=alert(1)>', 'fr-scope-a')).toBeUndefined();
    expect(scopedCss('   ', 'fr-scope-a')).toBeUndefined();
    expect(scopedCss(42, 'fr-scope-a')).toBeUndefined();
  });
});
