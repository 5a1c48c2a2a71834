// The HTML of a content page is kept only after this filter: what the rich-text editor makes
// (headings, paragraphs, lists, links, tables, images, basic formatting) and nothing that runs or
// loads from elsewhere. Scripts and styles go with their content; event handlers and every other
// attribute are dropped; links keep http(s), mailto, tel, site paths and anchors; images only site paths.
import xss, { FilterXSS, type IWhiteList } from 'xss';

// xss is a CommonJS module: Node's ESM loader finds FilterXSS among its named exports but not
// escapeAttrValue, which the default export (the module object) carries.
const { escapeAttrValue } = xss as unknown as { escapeAttrValue: (value: string) => string };

const TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'caption',
];

const allowList: IWhiteList = {
  ...Object.fromEntries(TEXT_TAGS.map((tag) => [tag, []])),
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/** A path on this site: starts with one slash (not two, which names another host) and has no backslash. */
const sitePath = (value: string) => /^\/(?!\/)/.test(value) && !value.includes('\\');
const safeHref = (value: string) =>
  /^(https?:|mailto:|tel:)/i.test(value) || value.startsWith('#') || sitePath(value);

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  safeAttrValue(tag, name, value) {
    const v = value.trim();
    if (tag === 'a' && name === 'href') return safeHref(v) ? escapeAttrValue(v) : '';
    if (tag === 'a' && name === 'target') return v === '_blank' ? '_blank' : '';
    if (tag === 'img' && name === 'src') return sitePath(v) ? escapeAttrValue(v) : '';
    if (['colspan', 'rowspan', 'start', 'width', 'height'].includes(name))
      return /^\d{1,4}$/.test(v) ? v : '';
    return escapeAttrValue(v);
  },
  onTagAttr(tag, name, value) {
    // A link opened in a new window must not hand the page to the opened one.
    if (tag === 'a' && name === 'rel') return 'rel="noopener noreferrer"';
    // An unsafe address goes with its attribute, not left as an empty one.
    const v = value.trim();
    if (tag === 'a' && name === 'href' && !safeHref(v)) return '';
    if (tag === 'img' && name === 'src' && !sitePath(v)) return '';
    return undefined;
  },
});

export function sanitiseHtml(html: string): string {
  return filter.process(html);
}
