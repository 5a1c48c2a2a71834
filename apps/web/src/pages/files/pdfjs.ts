// pdf.js, set up once for the viewer: the legacy build (polyfilled for the browsers the platform
// supports), its worker as a URL asset, and the CMaps, standard fonts and decoders served from the
// site's own assets (CJK text in PDFs that do not embed their fonts needs the CMaps), each its own file
// fetched when a PDF asks for it (not inlined into the chunk).
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const assetGlobs = {
  cMapUrl: import.meta.glob('../../../../../node_modules/pdfjs-dist/cmaps/*', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
  standardFontDataUrl: import.meta.glob('../../../../../node_modules/pdfjs-dist/standard_fonts/*', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
  wasmUrl: import.meta.glob('../../../../../node_modules/pdfjs-dist/wasm/*', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
} as Record<string, Record<string, string>>;

/** The asset URL of each data file, by kind and file name. */
const assets = Object.fromEntries(
  Object.entries(assetGlobs).map(([kind, files]) => [
    kind,
    new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url])),
  ]),
);

/** pdf.js asks this for a CMap, a standard font or a decoder by file name. */
class AssetDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = assets[kind]?.get(filename);
    if (!url) throw new Error(`No ${kind} asset ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/** Opens a PDF from its bytes (copied: pdf.js hands them to its worker). */
export function openPdf(bytes: ArrayBuffer) {
  return pdfjs.getDocument({
    data: new Uint8Array(bytes.slice(0)),
    // Non-null so that pdf.js asks the factory; the factory ignores them.
    cMapUrl: '/',
    standardFontDataUrl: '/',
    wasmUrl: '/',
    BinaryDataFactory: AssetDataFactory,
    isEvalSupported: false,
  } as Parameters<typeof pdfjs.getDocument>[0]);
}

export { pdfjs };
export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
