import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTagsView } from './tagsStore';

/**
 * The tag of the page calling it. `name` names it with what the page shows (a form's name, or its id
 * until it is loaded), for a route opened with different queries, each with its own tag. The page's
 * own location is read, so a kept-alive page names its own tag, not the one being shown; only an
 * open tag is named, so the name is given again once the tags bar has opened it. `close` closes the
 * tag, and with it the kept page (a page done with its work, such as a saved form).
 */
export function useOwnTag(name: string | undefined): { close(): void } {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const open = useTagsView((state) => state.views.some((view) => view.path === path));
  const dispatch = useTagsView((state) => state.dispatch);
  useEffect(() => {
    if (open && name !== undefined) dispatch({ type: 'name', path, name });
  }, [open, path, name, dispatch]);
  const close = useCallback(() => dispatch({ type: 'close', path }), [dispatch, path]);
  return { close };
}
