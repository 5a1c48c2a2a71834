import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileFrame } from './FileFrame';
import type { ViewerProps } from './fileSource';
import { SheetGrid } from './SheetGrid';
import type { SheetTable } from './sheet';
import { decodeText, parseDelimited } from './text';
import { tableSeparatorOf } from './viewer';

const MAX_LINES = 5000;

/** Text as it is; CSV and TSV as a table of their cells. */
export function TextViewer({ query, file }: ViewerProps) {
  const { t } = useTranslation('documents');
  const separator = tableSeparatorOf(query);
  const shown = useMemo(() => {
    const text = decodeText(file.bytes);
    if (separator) {
      const rows = parseDelimited(text, separator);
      const kept = rows.slice(0, MAX_LINES);
      const table: SheetTable = {
        name: query.name,
        columnCount: Math.max(0, ...kept.map((r) => r.length)),
        rows: kept.map((cells) => cells.map((text, i) => ({ column: i + 1, text }))),
        truncated: rows.length > kept.length,
      };
      return { table, truncated: table.truncated };
    }
    const lines = text.split(/\r\n|\n|\r/);
    return { text: lines.slice(0, MAX_LINES).join('\n'), truncated: lines.length > MAX_LINES };
  }, [file, separator, query.name]);
  return (
    <FileFrame query={query} file={file}>
      {shown.truncated && (
        <div className="file-notice">
          <Alert type="info" showIcon message={t('fileview.text.truncated', { count: MAX_LINES })} />
        </div>
      )}
      {shown.table ? (
        <div style={{ padding: 16 }}>
          <SheetGrid sheet={shown.table} />
        </div>
      ) : (
        <pre className="file-text">{shown.text}</pre>
      )}
    </FileFrame>
  );
}
