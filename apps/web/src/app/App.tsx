import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { startApp, useBoot } from './boot';
import { PageLoading } from './PageLoading';
import { Providers } from './providers';
import { StartFailure } from './StartFailure';

function AppStage() {
  const phase = useBoot((state) => state.phase);
  useEffect(() => {
    void startApp();
  }, []);
  switch (phase.kind) {
    case 'ready':
      return <RouterProvider key={phase.generation} router={phase.router} />;
    case 'failed':
      return <StartFailure message={phase.message} />;
    case 'noMenu':
      // Only the confirm box of spec §8, over an empty page: nothing is loading any more.
      return null;
    default:
      return <PageLoading />;
  }
}

export function App() {
  return (
    <Providers>
      <AppStage />
    </Providers>
  );
}
