import {
  InfoCircleOutlined,
  LeftOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Alert, Button, Drawer, Space, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FileFrame, Loading, Refusal, Unreadable } from '../FileFrame';
import { useFile, type LoadedFile } from '../fileSource';
import { readFileQuery, type FileQuery } from '../viewer';
import { OfdInfo } from './OfdInfo';
import { OfdPageSvg, PX_PER_MM } from './OfdPageSvg';
import { ofdErrorText, ofdInfoRows } from './ofdText';
import { readOfd, type OfdDocument } from './ofdDocument';
import './ofd.css';

const MIN_SCALE = 0.25;
const MAX_SCALE = 5;

type Parsed =
  { status: 'reading' } | { status: 'ready'; doc: OfdDocument } | { status: 'failed'; reason: string };

/** The file read as OFD; the caller keys its component by the file, so this runs once per file. */
function useOfd(file: LoadedFile): Parsed {
  const [parsed, setParsed] = useState<Parsed>({ status: 'reading' });
  useEffect(() => {
    let alive = true;
    let doc: OfdDocument | undefined;
    readOfd(file.bytes).then(
      (read) => {
        doc = read;
        if (alive) setParsed({ status: 'ready', doc: read });
        else read.dispose();
      },
      (error: unknown) => alive && setParsed({ status: 'failed', reason: ofdErrorText(error) }),
    );
    return () => {
      alive = false;
      doc?.dispose();
    };
  }, [file]);
  return parsed;
}

function Viewer({ query, file, doc }: { query: FileQuery; file: LoadedFile; doc: OfdDocument }) {
  const { t } = useTranslation('documents');
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [index, setIndex] = useState(0);
  const [chosenScale, setScale] = useState<number>();
  const [infoOpen, setInfoOpen] = useState(false);
  const page = doc.pages[index];

  const fitWidth = () => {
    const width = body?.clientWidth;
    if (!page || !width) return 1;
    return Math.min(MAX_SCALE, Math.max(MIN_SCALE, (width - 48) / (page.width * PX_PER_MM)));
  };
  // Until the user zooms: fitted to the window's width (an invoice is small at 100 %), at most 200 %.
  const scale = chosenScale ?? (body ? Math.min(2, fitWidth()) : undefined);
  const current = scale ?? 1;
  const zoom = (factor: number) => setScale(Math.min(MAX_SCALE, Math.max(MIN_SCALE, current * factor)));
  const go = (to: number) => {
    setIndex(Math.min(doc.pages.length - 1, Math.max(0, to)));
    body?.scrollTo({ top: 0 });
  };

  const tool = (title: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={title}>
      <Button icon={icon} aria-label={title} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
  const tools = (
    <>
      <Space.Compact>
        {tool(t('ofd.viewer.previous'), <LeftOutlined />, () => go(index - 1), index === 0)}
        <Button disabled style={{ color: 'inherit' }}>
          {t('ofd.viewer.page', { page: doc.pages.length ? index + 1 : 0, total: doc.pages.length })}
        </Button>
        {tool(t('ofd.viewer.next'), <RightOutlined />, () => go(index + 1), index >= doc.pages.length - 1)}
      </Space.Compact>
      <Space.Compact>
        {tool(t('ofd.viewer.zoomOut'), <ZoomOutOutlined />, () => zoom(1 / 1.25))}
        <Button disabled style={{ width: 64, color: 'inherit' }}>
          {Math.round(current * 100)}%
        </Button>
        {tool(t('ofd.viewer.zoomIn'), <ZoomInOutlined />, () => zoom(1.25))}
        <Button onClick={() => setScale(fitWidth())}>{t('ofd.viewer.fitWidth')}</Button>
      </Space.Compact>
      <Button icon={<InfoCircleOutlined />} onClick={() => setInfoOpen(true)}>
        {t('ofd.viewer.info')}
      </Button>
    </>
  );

  return (
    <FileFrame query={query} file={file} tools={tools}>
      <div ref={setBody} className="ofd-body">
        {doc.signatureCount > 0 && (
          <Alert type="info" showIcon message={t('ofd.viewer.signatures', { count: doc.signatureCount })} />
        )}
        {page ? (
          scale !== undefined && (
            <OfdPageSvg
              page={page}
              scale={current}
              label={t('ofd.viewer.page', { page: index + 1, total: doc.pages.length })}
            />
          )
        ) : (
          <Alert type="warning" message={t('ofd.viewer.noPages')} />
        )}
      </div>
      <Drawer title={t('ofd.viewer.info')} open={infoOpen} onClose={() => setInfoOpen(false)} width={480}>
        <OfdInfo info={ofdInfoRows(doc)} invoice={doc.invoice} />
      </Drawer>
    </FileFrame>
  );
}

function Loaded({ query, file }: { query: FileQuery; file: LoadedFile }) {
  const { t } = useTranslation('documents');
  const parsed = useOfd(file);
  if (parsed.status === 'ready') return <Viewer query={query} file={file} doc={parsed.doc} />;
  return (
    <FileFrame query={query} file={file}>
      {parsed.status === 'reading' ? (
        <Loading tip={t('ofd.reading')} />
      ) : (
        <Unreadable reason={parsed.reason} />
      )}
    </FileFrame>
  );
}

function Fetched({ query }: { query: FileQuery }) {
  const state = useFile(query.fileUrl);
  if (state.status === 'ready') return <Loaded query={query} file={state.file} />;
  return (
    <FileFrame query={query}>
      {state.status === 'loading' ? <Loading /> : <Refusal refusal={state.refusal} detail={state.detail} />}
    </FileFrame>
  );
}

/** The OFD viewer (/previewOfd?fileUrl=&name=): pages drawn as SVG, navigation, zoom, download, info. */
export function OfdPreviewPage() {
  const [search] = useSearchParams();
  const query = readFileQuery(search);
  if ('refusal' in query) {
    return (
      <FileFrame>
        <Refusal refusal={query.refusal} />
      </FileFrame>
    );
  }
  return <Fetched key={query.fileUrl} query={query} />;
}
