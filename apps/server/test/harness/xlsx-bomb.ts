// Hand-made .xlsx files for the reader's limits: a zip whose sheet expands a thousandfold (a zip bomb),
// optionally with sizes in its headers that lie. Written byte by byte because no zip library writes lies.
import zlib from 'node:zlib';

interface Part {
  name: string;
  data: Buffer;
  /** The size the headers claim, instead of the real one. */
  claimedSize?: number;
}

function header(signature: number, size: number): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32LE(signature, 0);
  return b;
}

/** A zip of deflated parts, with a central directory (crc left 0: no reader on the way checks it). */
export function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const deflated = zlib.deflateRawSync(part.data, { level: 9 });
    const size = part.claimedSize ?? part.data.length;
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    directory.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = header(0x06054b50, 22);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="用户" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/**
 * A one-sheet workbook (sheet 用户) whose header row is followed by one cell holding `megabytes` of the
 * same letter: a few hundred KB zipped. `claimedSize` makes the sheet's headers claim that size instead.
 */
export function xlsxBomb(megabytes: number, claimedSize?: number): Buffer {
  const text = Buffer.alloc(megabytes * 1024 * 1024, 'A');
  const sheet = Buffer.concat([
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        '<row r="1"><c r="A1" t="inlineStr"><is><t>用户名</t></is></c><c r="B1" t="inlineStr"><is><t>姓名</t></is></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>',
    ),
    text,
    Buffer.from('</t></is></c></row></sheetData></worksheet>'),
  ]);
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, ...(claimedSize ? { claimedSize } : {}) },
  ]);
}
