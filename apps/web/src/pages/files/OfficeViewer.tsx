// Office documents: docx drawn by docx-preview, xlsx as sheets read with exceljs (each library loaded
// only for its format), pptx offered as a download (no maintained in-browser renderer fits).
import { Alert, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadCard, FileFrame, Loading, Unreadable } from './FileFrame';
import type { ViewerProps } from './fileSource';
import { MAX_COLUMNS, MAX_ROWS, sheetTableOf, type SheetTable } from './sheet';
import { SheetGrid } from './SheetGrid';
import { officeKindOf } from './viewer';

export function OfficeViewer({ query, file }: ViewerProps) {
  const { t } = useTranslation('documents');
  const kind = officeKindOf(query);
  if (kind === 'docx') return <DocxViewer query={query} file={file} />;
  if (kind === 'xlsx') return <XlsxViewer query={query} file={file} />;
  return (
    <FileFrame query={query} file={file}>
      {kind === 'pptx' ? (
        <DownloadCard query={query} title={t('fileview.pptx.title')} hint={t('fileview.pptx.hint')} />
      ) : (
        <DownloadCard query={query} />
      )}
    </FileFrame>
  );
}

function DocxViewer({ query, file }: ViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ file: ViewerProps['file']; done?: boolean; error?: string }>();
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let alive = true;
    import('docx-preview')
      .then(({ renderAsync }) =>
        renderAsync(file.bytes.slice(0), el, undefined, {
          className: 'docx',
          inWrapper: true,
          breakPages: true,
          ignoreLastRenderedPageBreak: true,
          useBase64URL: true,
        }),
      )
      .then(
        () => alive && setDrawn({ file, done: true }),
        (error: unknown) => alive && setDrawn({ file, error: String((error as Error).message ?? error) }),
      );
    return () => {
      alive = false;
      el.replaceChildren();
    };
  }, [file]);
  const state = drawn?.file === file ? drawn : { done: false, error: undefined };
  return (
    <FileFrame query={query} file={file}>
      {state.error && <Unreadable reason={state.error} />}
      {!state.done && !state.error && <Loading />}
      <div ref={container} className="file-docx" hidden={Boolean(state.error)} />
    </FileFrame>
  );
}

async function readWorkbook(bytes: ArrayBuffer): Promise<SheetTable[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice(0));
  return workbook.worksheets
    .filter((sheet) => sheet.state === 'visible' || !sheet.state)
    .map((sheet) => sheetTableOf(sheet));
}

function XlsxViewer({ query, file }: ViewerProps) {
  const { t } = useTranslation('documents');
  const [read, setRead] = useState<{ file: ViewerProps['file']; sheets?: SheetTable[]; error?: string }>();
  const [active, setActive] = useState('0');
  useEffect(() => {
    let alive = true;
    readWorkbook(file.bytes).then(
      (sheets) => alive && setRead({ file, sheets }),
      (error: unknown) => alive && setRead({ file, error: String((error as Error).message ?? error) }),
    );
    return () => {
      alive = false;
    };
  }, [file]);
  const state = read?.file === file ? read : { sheets: undefined, error: undefined };
  const sheets = state.sheets;
  let body;
  if (state.error) body = <Unreadable reason={state.error} />;
  else if (!sheets) body = <Loading />;
  else if (sheets.length === 0)
    body = <Alert type="info" showIcon message={t('fileview.sheet.empty')} style={{ margin: 16 }} />;
  else {
    const sheet = sheets[Number(active)] ?? sheets[0]!;
    body = (
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Tabs
          className="file-sheet-tabs"
          activeKey={active}
          onChange={setActive}
          items={sheets.map((s, i) => ({ key: String(i), label: s.name }))}
        />
        {sheet.truncated && (
          <div className="file-notice">
            <Alert
              type="info"
              showIcon
              message={t('fileview.sheet.truncated', { rows: MAX_ROWS, columns: MAX_COLUMNS })}
            />
          </div>
        )}
        <div style={{ flex: 1, overflow: 'auto' }}>
          <SheetGrid sheet={sheet} />
        </div>
      </div>
    );
  }
  return (
    <FileFrame query={query} file={file}>
      {body}
    </FileFrame>
  );
}
