import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteProgress } from './RouteProgress';

/**
 * Around every screen: it starts at the top of the page, whichever way the user got there (spec §2.2),
 * and a progress bar shows while the next one loads.
 */
export function RootLayout() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
