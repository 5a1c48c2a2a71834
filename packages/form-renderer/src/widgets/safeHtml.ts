// The html item's content is written by a template's author and shown to everyone who opens the form,
// so it may only format text: the tags and attributes below, nothing else. DOMPurify's defaults keep
// <style> (which restyles the whole page), <form>, <input> and <button> (a fake sign-in prompt) and any
// inline style (position: fixed overlays); here
// - tags: HTML_TAGS (text, lists, tables, links, images) — no style, form, input, button, select,
//   textarea, iframe, object, svg, video …;
// - attributes: HTML_ATTRIBUTES — no class or id (they would pick up the page's own rules, such as an
//   antd dialog mask), no event handlers; links get rel="noopener noreferrer";
// - style attributes keep only the properties of INLINE_CSS_PROPERTIES (layout/cssText.ts): no position,
//   inset, z-index or transform;
// and the item's box (`.fr-html`, renderer.css) contains its paint, so nothing drawn inside it can
// cover the page around it.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { safeCssText } from '../layout/cssText';

export const HTML_TAGS: readonly string[] = [
  'p',
  'div',
  'span',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'font',
];

export const HTML_ATTRIBUTES: readonly string[] = [
  'href',
  'target',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'align',
  'valign',
  'color',
  'face',
  'size',
  'style',
];

let purifier: Purifier | undefined;

/** A purifier of its own, so that its hooks never touch other users of DOMPurify in the page. */
function htmlPurifier(): Purifier {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  own.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = safeCssText(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  });
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
    if (node.hasAttribute('target') && node.getAttribute('target') !== '_blank')
      node.removeAttribute('target');
  });
  purifier = own;
  return own;
}

/** The html item's content with only the allowed tags, attributes and inline styles. */
export function sanitizeHtml(source: string): string {
  return htmlPurifier().sanitize(source, {
    ALLOWED_TAGS: [...HTML_TAGS],
    ALLOWED_ATTR: [...HTML_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
