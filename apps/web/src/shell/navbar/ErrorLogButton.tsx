import { lazy, Suspense } from 'react';
import { useErrorLog } from '../../components/error-log/store';

// The error log's button and dialog (a table) load only once an error has been recorded.
const ErrorLog = lazy(async () => ({
  default: (await import('../../components/error-log/ErrorLog')).ErrorLog,
}));

/** The navbar's bug icon: there once the page has run into an error, opening the error log (spec §8). */
export function ErrorLogButton() {
  const recorded = useErrorLog((state) => state.logs.length > 0);
  if (!recorded) return null;
  return (
    <Suspense fallback={null}>
      <ErrorLog />
    </Suspense>
  );
}
