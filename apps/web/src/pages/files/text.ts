// Text files as people store them here: UTF-8 (often with the BOM Excel writes), UTF-16 with a BOM,
// or GBK from older Chinese software. CSV as RFC 4180 (quoted fields, doubled quotes, line breaks
// inside quotes).

/** The text of a file: by its BOM, else UTF-8, else GBK when the bytes are not valid UTF-8. */
export function decodeText(bytes: ArrayBuffer): string {
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 3));
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // The decoder drops a UTF-8 BOM itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/** Rows of cells of a CSV (or, with '\t', TSV) text; a trailing line break makes no empty row. */
export function parseDelimited(text: string, separator: ',' | '\t' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator) endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (ch === '\n' || ch === '\r') endRow();
    else cell += ch;
    i += 1;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
