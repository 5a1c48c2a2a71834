// Export and import of dictionaries through a file: exportDictByIds answers the portable tree (codes,
// names, values, no ids), the page saves it as JSON, and importDictDataV2 takes the same tree back.
import type { DictExportNodeInput } from '@platform/contract';
import { parseTime } from '../../../utils/time';
import { i18n } from '../../../i18n';

export function exportFileName(now: Date): string {
  return i18n.t('system:dict.exportFileName', { time: parseTime(now, '{y}{m}{d}{h}{i}{s}') });
}

/** Offers `blob` to the user as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the data to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The text of a chosen file (FileReader: Blob.text() is missing from some environments). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file not read'));
    reader.readAsText(file);
  });
}

export type ParsedImport = { items: DictExportNodeInput[]; count: number } | { error: string };

function isNode(value: unknown): value is DictExportNodeInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { code, name, children } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof name === 'string' &&
    (children === undefined || Array.isArray(children))
  );
}

/**
 * The dictionaries in an export file, checked for shape only (the server checks every field and says
 * which row is wrong). Accepts the exported list, or an object holding it under `items`.
 */
export function parseImportFile(text: string): ParsedImport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: i18n.t('system:dict.fileNotJson') };
  }
  const items =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'items' in parsed
      ? parsed.items
      : parsed;
  if (!Array.isArray(items)) return { error: i18n.t('system:dict.fileNotExport') };
  if (items.length === 0) return { error: i18n.t('system:dict.fileEmpty') };
  let count = 0;
  const pending: unknown[] = [...items];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!isNode(node)) return { error: i18n.t('system:dict.fileNotExport') };
    count++;
    if (node.children) pending.push(...node.children);
  }
  return { items: items as DictExportNodeInput[], count };
}

export interface ImportRow {
  row: number;
  code: string;
  name: string;
}

/** The entries in the order the server numbers an import's rows: depth-first, parents first, from 1. */
export function importRows(items: readonly DictExportNodeInput[]): ImportRow[] {
  const rows: ImportRow[] = [];
  const pending: DictExportNodeInput[] = [...items].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    rows.push({ row: rows.length + 1, code: node.code, name: node.name });
    if (node.children) pending.push(...[...node.children].reverse());
  }
  return rows;
}
