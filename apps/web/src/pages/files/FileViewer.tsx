// Downloads a file and shows it with the viewer its type calls for. Each viewer is its own chunk,
// loaded when a file of its type is opened (pdf.js, docx-preview and exceljs never reach the shell).
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadCard, FileFrame, Loading, Refusal } from './FileFrame';
import { useFile } from './fileSource';
import { readFileQuery, type FileQuery, type ViewerChoice } from './viewer';

const PdfViewer = lazy(async () => ({ default: (await import('./PdfViewer')).PdfViewer }));
const OfficeViewer = lazy(async () => ({ default: (await import('./OfficeViewer')).OfficeViewer }));
const ImageViewer = lazy(async () => ({ default: (await import('./ImageViewer')).ImageViewer }));
const TextViewer = lazy(async () => ({ default: (await import('./TextViewer')).TextViewer }));

type FetchedKind = Exclude<ViewerChoice, 'ofd' | 'download'>;

const VIEWERS = { pdf: PdfViewer, office: OfficeViewer, image: ImageViewer, text: TextViewer };

/** The file of `query` in the viewer of `kind`, once downloaded; a refusal of the download shown. */
export function FileViewer({ query, kind }: { query: FileQuery; kind: ViewerChoice }) {
  if (kind === 'download' || kind === 'ofd') {
    return (
      <FileFrame query={query}>
        <DownloadCard query={query} />
      </FileFrame>
    );
  }
  return <FetchedFileViewer query={query} kind={kind} />;
}

function FetchedFileViewer({ query, kind }: { query: FileQuery; kind: FetchedKind }) {
  const state = useFile(query.fileUrl);
  if (state.status !== 'ready') {
    return (
      <FileFrame query={query} downloadable={state.status === 'loading'}>
        {state.status === 'loading' ? <Loading /> : <Refusal refusal={state.refusal} detail={state.detail} />}
      </FileFrame>
    );
  }
  const Viewer = VIEWERS[kind];
  return (
    <Suspense
      fallback={
        <FileFrame query={query} file={state.file}>
          <Loading />
        </FileFrame>
      }
    >
      <Viewer query={query} file={state.file} />
    </Suspense>
  );
}

/** A typed viewer route (/filePreview, /office): its query read, refused before any fetch if need be. */
export function TypedViewerPage({ kind }: { kind: FetchedKind }) {
  const [search] = useSearchParams();
  const query = readFileQuery(search);
  if ('refusal' in query) {
    return (
      <FileFrame>
        <Refusal refusal={query.refusal} />
      </FileFrame>
    );
  }
  return <FileViewer query={query} kind={kind} />;
}
