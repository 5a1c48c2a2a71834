import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { startApp, useBoot } from './boot';
import { PageLoading } from './PageLoading';
import { Providers } from './providers';

// Rare, and antd's Result is not small: kept out of what every start downloads.
const StartFailure = lazy(async () => ({ default: (await import('./StartFailure')).StartFailure }));

function AppStage() {
  const phase = useBoot((state) => state.phase);
  useEffect(() => {
    void startApp();
  }, []);
  switch (phase.kind) {
    case 'ready':
      return <RouterProvider key={phase.generation} router={phase.router} />;
    case 'failed':
      return (
        <Suspense fallback={<PageLoading />}>
          <StartFailure message={phase.message} />
        </Suspense>
      );
    case 'noMenu':
      // Only the confirm box of spec §8, over an empty page: nothing is loading any more.
      return null;
    default:
      return <PageLoading />;
  }
}

/**
 * The browser tab shows the product's name (spec §1) in the page's language; index.html carries the
 * Chinese one, so that it shows before any script runs.
 */
function ProductTitle() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('productTitle');
  }, [t]);
  return null;
}

export function App() {
  return (
    <Providers>
      <ProductTitle />
      {/* A page's catalogue (i18n/) loads when the page first asks for it. */}
      <Suspense fallback={<PageLoading />}>
        <AppStage />
      </Suspense>
    </Providers>
  );
}
