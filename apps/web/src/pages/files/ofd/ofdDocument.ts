// Reads an OFD package (GB/T 33190: a zip of XML parts) into what the viewer draws and the batch page
// lists: the document's DocInfo, each page's text, path and image objects in millimetres (its
// template pages first), and the e-invoice's structured fields when it carries them.
import type JSZip from 'jszip';
import { readInvoice, type OfdInvoice } from './ofdInvoice';

/** Why a file could not be read as OFD; the pages say it in words (ofd.error.*). */
export type OfdErrorCode = 'notZip' | 'notOfd' | 'damaged';

export class OfdReadError extends Error {
  override readonly name = 'OfdReadError';
  constructor(
    readonly code: OfdErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

export interface OfdDocInfo {
  docId?: string;
  title?: string;
  author?: string;
  subject?: string;
  creator?: string;
  creatorVersion?: string;
  creationDate?: string;
  modDate?: string;
  keywords: string[];
  /** DocInfo's CustomData entries by name (e-invoices put their key fields here). */
  customData: Record<string, string>;
}

/** A colour as CSS, or undefined when the object does not paint with it. */
type Paint = string | undefined;

export interface OfdText {
  kind: 'text';
  id?: string;
  /** The object's origin (Boundary's top-left) and its CTM, both in mm. */
  x: number;
  y: number;
  ctm?: number[];
  size: number;
  fontFamily: string;
  bold: boolean;
  italic: boolean;
  fill: string;
  /** One run per TextCode: its characters and each one's position relative to the origin. */
  runs: { text: string; xs: number[]; ys: number[] }[];
}

export interface OfdPath {
  kind: 'path';
  x: number;
  y: number;
  ctm?: number[];
  /** SVG path data relative to the origin. */
  d: string;
  stroke: Paint;
  fill: Paint;
  lineWidth: number;
}

export interface OfdImage {
  kind: 'image';
  x: number;
  y: number;
  width: number;
  height: number;
  ctm?: number[];
  /** An object URL of the image's bytes; undefined when the resource is missing. */
  href?: string;
  format?: string;
}

export type OfdObject = OfdText | OfdPath | OfdImage;

export interface OfdPage {
  width: number;
  height: number;
  objects: OfdObject[];
  /** The page's text in reading order of the file, one line per text object. */
  text: string;
}

export interface OfdDocument {
  version?: string;
  docInfo: OfdDocInfo;
  pages: OfdPage[];
  invoice?: OfdInvoice;
  attachments: string[];
  /** Signatures listed by the document (seals are not drawn: see the README). */
  signatureCount: number;
  /** Releases the object URLs of the document's images. */
  dispose(): void;
}

// ---- XML helpers: OFD parts use the ofd: prefix, some producers none; compare local names only.

export function children(element: Element | undefined, name: string): Element[] {
  return element ? Array.from(element.children).filter((child) => child.localName === name) : [];
}

export function child(element: Element | undefined, name: string): Element | undefined {
  return children(element, name)[0];
}

export function textOf(element: Element | undefined): string | undefined {
  const text = element?.textContent?.trim();
  return text ? text : undefined;
}

export function descendants(root: Element | Document, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS('*', name));
}

function numbers(value: string | null | undefined): number[] {
  return (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isFinite(n));
}

/** Joins an OFD location to the directory of the part that names it ('/x' is from the package root). */
export function resolveLoc(baseDir: string, loc: string): string {
  const parts = (loc.startsWith('/') ? loc.slice(1) : `${baseDir}/${loc}`).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (!part || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** The package's parts, read on demand, XML parsed once. */
export class OfdPackage {
  private readonly xmlCache = new Map<string, Document>();
  constructor(private readonly zip: JSZip) {}

  private entry(path: string) {
    return this.zip.file(path) ?? this.zip.file(decodeURIComponent(path)) ?? undefined;
  }

  has(path: string): boolean {
    return this.entry(path) !== undefined;
  }

  async xml(path: string): Promise<Document | undefined> {
    const cached = this.xmlCache.get(path);
    if (cached) return cached;
    const file = this.entry(path);
    if (!file) return undefined;
    const doc = new DOMParser().parseFromString(await file.async('string'), 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) {
      throw new OfdReadError('damaged', path);
    }
    this.xmlCache.set(path, doc);
    return doc;
  }

  async bytes(path: string): Promise<Uint8Array | undefined> {
    return this.entry(path)?.async('uint8array');
  }
}

/** Opens the zip; anything that is not a zip with an OFD.xml is refused with its reason. */
export async function openOfdPackage(bytes: ArrayBuffer | Uint8Array): Promise<OfdPackage> {
  const { default: JSZipClass } = await import('jszip');
  let zip: JSZip;
  try {
    zip = await JSZipClass.loadAsync(bytes);
  } catch (error) {
    const head = new Uint8Array(bytes instanceof Uint8Array ? bytes.buffer : bytes, 0, 2);
    // "PK" but unreadable: a zip cut short or corrupted; anything else was never a zip.
    throw new OfdReadError(head[0] === 0x50 && head[1] === 0x4b ? 'damaged' : 'notZip', String(error));
  }
  const pkg = new OfdPackage(zip);
  if (!pkg.has('OFD.xml')) throw new OfdReadError('notOfd');
  return pkg;
}

// ---- Resources: fonts and images of PublicRes / DocumentRes / the page's own PageRes.

interface Resources {
  fonts: Map<string, { family: string; bold: boolean; italic: boolean }>;
  media: Map<string, { path: string; format?: string }>;
}

async function readResources(pkg: OfdPackage, paths: string[], into: Resources): Promise<void> {
  for (const path of paths) {
    const doc = await pkg.xml(path);
    const root = doc?.documentElement;
    if (!root) continue;
    const base = resolveLoc(dirOf(path), root.getAttribute('BaseLoc') ?? '');
    for (const font of descendants(root, 'Font')) {
      const id = font.getAttribute('ID');
      if (!id) continue;
      into.fonts.set(id, {
        family: font.getAttribute('FamilyName') || font.getAttribute('FontName') || '',
        bold: font.getAttribute('Bold') === 'true',
        italic: font.getAttribute('Italic') === 'true',
      });
    }
    for (const media of descendants(root, 'MultiMedia')) {
      const id = media.getAttribute('ID');
      const file = textOf(child(media, 'MediaFile'));
      if (id && file) {
        into.media.set(id, {
          path: resolveLoc(base, file),
          format: media.getAttribute('Format') ?? undefined,
        });
      }
    }
  }
}

// Chinese font names map to families a browser is likely to have; the name itself goes first.
const FALLBACK_FAMILIES: [RegExp, string][] = [
  [/\u6977|kai/i, 'KaiTi, STKaiti, "AR PL UKai CN", serif'],
  [/\u9ed1|hei|sans/i, '"Microsoft YaHei", SimHei, "Noto Sans CJK SC", sans-serif'],
  [/\u4eff\u5b8b|fangsong/i, 'FangSong, STFangsong, serif'],
  [/courier|mono/i, '"Courier New", monospace'],
];

function cssFamily(name: string): string {
  const fallback =
    FALLBACK_FAMILIES.find(([pattern]) => pattern.test(name))?.[1] ??
    'SimSun, "Songti SC", "Noto Serif CJK SC", "Noto Sans CJK SC", serif';
  return name ? `"${name.replace(/"/g, '')}", ${fallback}` : fallback;
}

// ---- Colours: Value="r g b" (0–255) or "#ff #00 #00"; Alpha 0–255.

function colorOf(element: Element | undefined): string | undefined {
  if (!element) return undefined;
  const parts = (element.getAttribute('Value') ?? '0 0 0').trim().split(/\s+/);
  const channel = (part: string | undefined) =>
    part?.startsWith('#') ? parseInt(part.slice(1), 16) : Number(part ?? 0);
  const [r, g, b] =
    parts.length >= 3 ? parts.map(channel) : [channel(parts[0]), channel(parts[0]), channel(parts[0])];
  const alpha = element.getAttribute('Alpha');
  const a = alpha === null ? 1 : Number(alpha) / 255;
  return `rgba(${r ?? 0},${g ?? 0},${b ?? 0},${Number.isFinite(a) ? a : 1})`;
}

// ---- Text: TextCode X/Y place the first character, DeltaX/DeltaY the steps ("g n v" repeats v n times).

function deltas(value: string | null): number[] {
  const tokens = (value ?? '').trim().split(/\s+/).filter(Boolean);
  const out: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === 'g') {
      const count = Number(tokens[i + 1]);
      const step = Number(tokens[i + 2]);
      for (let n = 0; n < count; n++) out.push(step);
      i += 2;
    } else {
      out.push(Number(tokens[i]));
    }
  }
  return out;
}

function readText(element: Element, boundary: number[], resources: Resources): OfdText {
  const font = resources.fonts.get(element.getAttribute('Font') ?? '');
  const runs: OfdText['runs'] = [];
  let lastX = 0;
  let lastY = 0;
  for (const code of children(element, 'TextCode')) {
    const text = code.textContent ?? '';
    const chars = Array.from(text);
    const dx = deltas(code.getAttribute('DeltaX'));
    const dy = deltas(code.getAttribute('DeltaY'));
    // A TextCode without X/Y continues where the previous one was placed.
    let x = code.hasAttribute('X') ? Number(code.getAttribute('X')) : lastX;
    let y = code.hasAttribute('Y') ? Number(code.getAttribute('Y')) : lastY;
    const xs: number[] = [];
    const ys: number[] = [];
    chars.forEach((_, i) => {
      if (i > 0) {
        x += dx[i - 1] ?? 0;
        y += dy[i - 1] ?? 0;
      }
      xs.push(x);
      ys.push(y);
    });
    lastX = x;
    lastY = y;
    if (chars.length) runs.push({ text, xs, ys });
  }
  const weight = Number(element.getAttribute('Weight') ?? 400);
  return {
    kind: 'text',
    id: element.getAttribute('ID') ?? undefined,
    x: boundary[0] ?? 0,
    y: boundary[1] ?? 0,
    ctm: ctmOf(element),
    size: Number(element.getAttribute('Size') ?? 3.5),
    fontFamily: cssFamily(font?.family ?? ''),
    bold: (font?.bold ?? false) || weight >= 600,
    italic: (font?.italic ?? false) || element.getAttribute('Italic') === 'true',
    fill:
      element.getAttribute('Fill') === 'false'
        ? 'none'
        : (colorOf(child(element, 'FillColor')) ?? 'rgba(0,0,0,1)'),
    runs,
  };
}

function ctmOf(element: Element): number[] | undefined {
  const ctm = numbers(element.getAttribute('CTM'));
  return ctm.length === 6 ? ctm : undefined;
}

// ---- Paths: AbbreviatedData's commands to SVG's (S/M move, L line, Q quadratic, B cubic, A arc, C close).

const PATH_COMMANDS: Record<string, [string, number]> = {
  S: ['M', 2],
  M: ['M', 2],
  L: ['L', 2],
  Q: ['Q', 4],
  B: ['C', 6],
  A: ['A', 7],
  C: ['Z', 0],
};

export function svgPathOf(data: string): string {
  const tokens = data
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const command = PATH_COMMANDS[tokens[i] ?? ''];
    if (!command) {
      i++;
      continue;
    }
    const [svg, count] = command;
    const args = tokens.slice(i + 1, i + 1 + count).map(Number);
    if (args.length < count || args.some((n) => !Number.isFinite(n))) break;
    out.push([svg, ...args].join(' '));
    i += 1 + count;
  }
  return out.join(' ');
}

function readPath(element: Element, boundary: number[]): OfdPath {
  const stroke = element.getAttribute('Stroke') !== 'false';
  const fill = element.getAttribute('Fill') === 'true';
  return {
    kind: 'path',
    x: boundary[0] ?? 0,
    y: boundary[1] ?? 0,
    ctm: ctmOf(element),
    d: svgPathOf(textOf(child(element, 'AbbreviatedData')) ?? ''),
    stroke: stroke ? (colorOf(child(element, 'StrokeColor')) ?? 'rgba(0,0,0,1)') : undefined,
    fill: fill ? (colorOf(child(element, 'FillColor')) ?? 'rgba(0,0,0,1)') : undefined,
    lineWidth: Number(element.getAttribute('LineWidth') ?? 0.353),
  };
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

async function readImage(
  pkg: OfdPackage,
  element: Element,
  boundary: number[],
  resources: Resources,
  urls: string[],
): Promise<OfdImage> {
  const media = resources.media.get(element.getAttribute('ResourceID') ?? '');
  const ext = (media?.format ?? media?.path.split('.').pop() ?? '').toLowerCase();
  const type = IMAGE_TYPES[ext];
  const bytes = media && type ? await pkg.bytes(media.path) : undefined;
  let href: string | undefined;
  if (bytes && type && typeof URL.createObjectURL === 'function') {
    href = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
    urls.push(href);
  }
  return {
    kind: 'image',
    x: boundary[0] ?? 0,
    y: boundary[1] ?? 0,
    width: boundary[2] ?? 0,
    height: boundary[3] ?? 0,
    ctm: ctmOf(element),
    href,
    format: ext || undefined,
  };
}

/** The objects of a page content part, in drawing order (PageBlocks flattened). */
async function readObjects(
  pkg: OfdPackage,
  content: Element | undefined,
  resources: Resources,
  urls: string[],
): Promise<OfdObject[]> {
  const objects: OfdObject[] = [];
  const walk = async (parent: Element) => {
    for (const element of Array.from(parent.children)) {
      if (element.getAttribute('Visible') === 'false') continue;
      const boundary = numbers(element.getAttribute('Boundary'));
      switch (element.localName) {
        case 'Layer':
        case 'PageBlock':
          await walk(element);
          break;
        case 'TextObject':
          objects.push(readText(element, boundary, resources));
          break;
        case 'PathObject':
          objects.push(readPath(element, boundary));
          break;
        case 'ImageObject':
          objects.push(await readImage(pkg, element, boundary, resources, urls));
          break;
        default:
          break;
      }
    }
  };
  if (content) await walk(content);
  return objects;
}

function readDocInfo(root: Element | undefined): OfdDocInfo {
  const info = child(child(root, 'DocBody'), 'DocInfo');
  const value = (name: string) => textOf(child(info, name));
  const customData: Record<string, string> = {};
  for (const data of children(child(info, 'CustomDatas'), 'CustomData')) {
    const name = data.getAttribute('Name');
    if (name) customData[name] = data.textContent?.trim() ?? '';
  }
  return {
    docId: value('DocID'),
    title: value('Title'),
    author: value('Author'),
    subject: value('Subject'),
    creator: value('Creator'),
    creatorVersion: value('CreatorVersion'),
    creationDate: value('CreationDate'),
    modDate: value('ModDate'),
    keywords: children(child(info, 'Keywords'), 'Keyword')
      .map((k) => k.textContent?.trim() ?? '')
      .filter(Boolean),
    customData,
  };
}

function pageText(objects: OfdObject[]): string {
  return objects
    .filter((o): o is OfdText => o.kind === 'text')
    .map((o) => o.runs.map((r) => r.text).join(''))
    .filter(Boolean)
    .join('\n');
}

/** Reads the first document of an OFD package. */
export async function readOfd(bytes: ArrayBuffer | Uint8Array): Promise<OfdDocument> {
  const pkg = await openOfdPackage(bytes);
  const ofd = (await pkg.xml('OFD.xml'))?.documentElement;
  if (!ofd || ofd.localName !== 'OFD') throw new OfdReadError('notOfd');
  const docRoot = textOf(child(child(ofd, 'DocBody'), 'DocRoot'));
  if (!docRoot) throw new OfdReadError('notOfd', 'DocRoot');
  const docPath = resolveLoc('', docRoot);
  const document = (await pkg.xml(docPath))?.documentElement;
  if (!document) throw new OfdReadError('damaged', docPath);
  const docDir = dirOf(docPath);
  const common = child(document, 'CommonData');

  const resources: Resources = { fonts: new Map(), media: new Map() };
  const resPaths = [...children(common, 'PublicRes'), ...children(common, 'DocumentRes')]
    .map((el) => textOf(el))
    .filter((loc): loc is string => !!loc)
    .map((loc) => resolveLoc(docDir, loc));
  await readResources(pkg, resPaths, resources);

  const defaultBox = numbers(textOf(child(child(common, 'PageArea'), 'PhysicalBox')));
  const templates = new Map<string, string>();
  for (const tpl of children(common, 'TemplatePage')) {
    const id = tpl.getAttribute('ID');
    const loc = tpl.getAttribute('BaseLoc');
    if (id && loc) templates.set(id, resolveLoc(docDir, loc));
  }

  const urls: string[] = [];
  const pages: OfdPage[] = [];
  const textById = new Map<string, string>();
  for (const pageRef of children(child(document, 'Pages'), 'Page')) {
    const loc = pageRef.getAttribute('BaseLoc');
    if (!loc) continue;
    const pagePath = resolveLoc(docDir, loc);
    const page = (await pkg.xml(pagePath))?.documentElement;
    if (!page) throw new OfdReadError('damaged', pagePath);
    const pageRes = children(page, 'PageRes')
      .map((el) => textOf(el))
      .filter((l): l is string => !!l)
      .map((l) => resolveLoc(dirOf(pagePath), l));
    await readResources(pkg, pageRes, resources);

    const box = numbers(textOf(child(child(page, 'Area'), 'PhysicalBox')));
    const [, , width, height] =
      box.length === 4 ? box : defaultBox.length === 4 ? defaultBox : [0, 0, 210, 297];
    const below: OfdObject[] = [];
    const above: OfdObject[] = [];
    for (const tpl of children(page, 'Template')) {
      const tplPath = templates.get(tpl.getAttribute('TemplateID') ?? '');
      const tplRoot = tplPath ? (await pkg.xml(tplPath))?.documentElement : undefined;
      const objects = await readObjects(pkg, child(tplRoot, 'Content'), resources, urls);
      (tpl.getAttribute('ZOrder') === 'Foreground' ? above : below).push(...objects);
    }
    const own = await readObjects(pkg, child(page, 'Content'), resources, urls);
    for (const object of own) {
      if (object.kind === 'text' && object.id)
        textById.set(object.id, object.runs.map((r) => r.text).join(''));
    }
    const objects = [...below, ...own, ...above];
    pages.push({
      width: width ?? 210,
      height: height ?? 297,
      objects,
      text: pageText(own) || pageText(objects),
    });
  }

  const attachmentsLoc = textOf(child(document, 'Attachments'));
  const attachments: { name: string; path: string }[] = [];
  if (attachmentsLoc) {
    const path = resolveLoc(docDir, attachmentsLoc);
    for (const attachment of descendants((await pkg.xml(path)) ?? document, 'Attachment')) {
      const file = textOf(child(attachment, 'FileLoc'));
      if (file) {
        attachments.push({
          name: attachment.getAttribute('Name') ?? file,
          path: resolveLoc(dirOf(path), file),
        });
      }
    }
  }

  const tagsLoc = textOf(child(document, 'CustomTags'));
  const tagPaths: string[] = [];
  if (tagsLoc) {
    const path = resolveLoc(docDir, tagsLoc);
    const tags = await pkg.xml(path);
    for (const tag of tags ? descendants(tags, 'CustomTag') : []) {
      const file = textOf(child(tag, 'FileLoc'));
      if (file) tagPaths.push(resolveLoc(dirOf(path), file));
    }
  }

  const signaturesLoc = textOf(child(child(ofd, 'DocBody'), 'Signatures'));
  const signatures = signaturesLoc ? await pkg.xml(resolveLoc('', signaturesLoc)) : undefined;

  const docInfo = readDocInfo(ofd);
  const invoice = readInvoice({
    docInfo,
    attachmentXml: await Promise.all(
      attachments.filter((a) => /\.xml$/i.test(a.path)).map((a) => pkg.xml(a.path).catch(() => undefined)),
    ),
    tagXml: await Promise.all(tagPaths.map((p) => pkg.xml(p).catch(() => undefined))),
    textById,
  });

  return {
    version: ofd.getAttribute('Version') ?? undefined,
    docInfo,
    pages,
    invoice,
    attachments: attachments.map((a) => a.name),
    signatureCount: signatures ? descendants(signatures, 'Signature').length : 0,
    dispose: () => urls.forEach((url) => URL.revokeObjectURL(url)),
  };
}
