// The parts of an .xlsx file (a zip) that the sheet reader needs, re-packed uncompressed for exceljs's
// streaming reader. A zip bomb costs no more than the size limit, whatever its headers say: the sizes in
// the central directory are added up before anything is inflated, and each part is inflated here, where
// it stops at the size the directory gave it (yauzl checks that) and at the limit. exceljs gets the parts
// in the order it needs them (relationships, workbook, strings and styles before the sheets), so it never
// spools a sheet to a temporary file, and it never sees parts it would not read (images, drawings …).
import { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ServerKey } from '../i18n/index.js';

/** The reason a file is refused, as plain data: it crosses from the worker thread to the server's. */
export interface XlsxReason {
  key: Extract<ServerKey, `imports.${string}`>;
  params?: Record<string, number>;
}

/** A file refused for what it is; `reason` is what the user reads, put into words by the server. */
export class XlsxRefusal extends Error {
  constructor(readonly reason: XlsxReason) {
    super(reason.key);
  }
}

export const UNREADABLE: XlsxReason = { key: 'imports.unreadable' };
const CORRUPT: XlsxReason = { key: 'imports.corrupt' };

const tooLarge = (maxBytes: number): XlsxReason => ({
  key: 'imports.tooLarge',
  params: { mb: +(maxBytes / 1024 / 1024).toFixed(1) },
});

/** More entries than any workbook has: the directory is not read past this. */
const MAX_ENTRIES = 10_000;

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/** Where a part goes in the re-packed stream, or undefined for one the reader does not need. */
function rankOf(name: string): number | undefined {
  const fixed = PARTS.indexOf(name);
  if (fixed >= 0) return fixed;
  const sheet = SHEET.exec(name);
  return sheet ? PARTS.length + Number(sheet[1]) : undefined;
}

function localHeader(entry: Entry): Buffer {
  const name = Buffer.from(entry.fileName, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4); // version needed to extract: stored
  header.writeUInt16LE(0x0800, 6); // the name is UTF-8
  header.writeUInt16LE(0, 8); // stored, no compression
  header.writeUInt32LE(entry.crc32, 14);
  header.writeUInt32LE(entry.uncompressedSize, 18);
  header.writeUInt32LE(entry.uncompressedSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** An empty end-of-central-directory record: it tells the zip parser that the entries are over. */
const END = Buffer.alloc(22);
END.writeUInt32LE(0x06054b50, 0);

async function* stored(zip: ZipFile, parts: Entry[], maxBytes: number): AsyncGenerator<Buffer> {
  let inflated = 0;
  for (const part of parts) {
    yield localHeader(part);
    try {
      for await (const chunk of await zip.openReadStreamPromise(part)) {
        inflated += (chunk as Buffer).length;
        // Also guarded by the directory's sizes; this counts what inflating actually gave.
        if (inflated > maxBytes) throw new XlsxRefusal(tooLarge(maxBytes));
        yield chunk as Buffer;
      }
    } catch (error) {
      if (error instanceof XlsxRefusal) throw error;
      const message = error instanceof Error ? error.message : '';
      throw new XlsxRefusal(/bytes in the stream/.test(message) ? CORRUPT : UNREADABLE);
    }
  }
  yield END;
}

export interface XlsxParts {
  /** The re-packed zip, for exceljs's WorkbookReader. */
  stream: Readable;
  /**
   * Rejects with the refusal when inflating fails part-way. A piped stream does not pass its error on,
   * so the zip parser reading `stream` would wait for more: readers race this against their reading.
   */
  failed: Promise<never>;
}

/** Refuses (XlsxRefusal) a file that is no zip, has no workbook, or whose parts expand past `maxBytes`. */
export async function xlsxParts(file: Buffer, maxBytes: number): Promise<XlsxParts> {
  const parts: Entry[] = [];
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { lazyEntries: true });
    if (zip.entryCount > MAX_ENTRIES) throw new XlsxRefusal(UNREADABLE);
    for await (const entry of zip.eachEntry()) {
      if (rankOf(entry.fileName) === undefined || entry.uncompressedSize === 0) continue;
      if (parts.some((p) => p.fileName === entry.fileName)) continue;
      parts.push(entry);
    }
  } catch {
    throw new XlsxRefusal(UNREADABLE);
  }
  if (!parts.some((p) => p.fileName === 'xl/workbook.xml') || parts.some((p) => p.isEncrypted())) {
    throw new XlsxRefusal(UNREADABLE);
  }
  const declared = parts.reduce((sum, p) => sum + p.uncompressedSize, 0);
  if (declared > maxBytes) throw new XlsxRefusal(tooLarge(maxBytes));
  parts.sort((a, b) => rankOf(a.fileName)! - rankOf(b.fileName)!);

  const stream = Readable.from(stored(zip, parts, maxBytes), { objectMode: false });
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  // Nobody may be listening any more when it fails (the reader stopped early): not an unhandled rejection.
  failed.catch(() => undefined);
  return { stream, failed };
}
