import { Navigate, useSearchParams } from 'react-router';
import { FileFrame, Refusal } from './FileFrame';
import { FileViewer } from './FileViewer';
import { chooseViewer, readFileQuery } from './viewer';

/** The viewer entry (/fileview?fileUrl=&name=): picks the viewer by the file type. */
export function FileViewPage() {
  const [search] = useSearchParams();
  const query = readFileQuery(search);
  if ('refusal' in query) {
    return (
      <FileFrame>
        <Refusal refusal={query.refusal} />
      </FileFrame>
    );
  }
  const kind = chooseViewer(query);
  // OFD has its own viewer page, with the same query.
  if (kind === 'ofd') return <Navigate replace to={`/previewOfd?${search.toString()}`} />;
  return <FileViewer query={query} kind={kind} />;
}
