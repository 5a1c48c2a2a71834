import { TypedViewerPage } from './FileViewer';

/** The PDF viewer (/filePreview?fileUrl=). */
export function PdfPreviewPage() {
  return <TypedViewerPage kind="pdf" />;
}
