import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Every screen starts at the top of the page, whichever way the user got there (spec §2.2). */
export function RootLayout() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return <Outlet />;
}
