import { TypedViewerPage } from './FileViewer';

/** Office documents (/office?fileUrl=): docx, xlsx, pptx. */
export function OfficePage() {
  return <TypedViewerPage kind="office" />;
}
