import { useEffect, useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useUser } from '../../stores/user';
import { useTagsView } from './tagsStore';
import { affixViewsOf, menuPagePaths, visitedViewOf } from './views';

/**
 * Opens tags as the user moves (spec §2.4): the menu's affix views from the start (closing tags of
 * pages this menu does not have), then every titled page the user lands on, hidden ones such as /resources included. It runs with the tags bar, as in the
 * original: with the bar switched off nothing is tagged, and so no page is kept alive.
 */
export function useTrackVisitedViews(): void {
  const menu = useUser((state) => state.menu);
  const dispatch = useTagsView((state) => state.dispatch);
  useEffect(() => {
    dispatch({ type: 'setMenu', affix: affixViewsOf(menu), pages: menuPagePaths(menu) });
  }, [menu, dispatch]);

  const { pathname, search } = useLocation();
  // A route's handle is the object of its definition, so this changes only when the page does.
  const handle = useMatches().at(-1)?.handle;
  const current = useMemo(() => visitedViewOf(handle, `${pathname}${search}`), [handle, pathname, search]);
  useEffect(() => {
    if (current) dispatch({ type: 'add', view: current });
  }, [current, dispatch]);
}
