// Keep-alive for the pages of the open tags (spec §2.4): a page the user leaves stays mounted, hidden,
// until its tag is closed, so its form state survives a trip to another tab.
//
// How: in a data router, useOutlet() in the shell is the element of the whole matched branch below it
// (ParentView containers and the page, each inside its own route context). We record that element per
// view, keyed by path and query, and render every recorded one. Since the branch is recorded whole, a
// page nested two or more levels deep is kept like any other: the case the Vue original lost, where only
// the outermost router-view was kept alive.
//
// A hidden page sits in React's <Activity mode="hidden">: display:none, state kept, and its effects
// cleaned up (timers, subscriptions, listeners) until it is shown again, so it does nothing behind
// the user's back. It also goes on seeing the location it was left at: it gets its own
// LocationContext, as the router's one has moved on to the page being shown.
import {
  Activity,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ContextType,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext as LocationContext, useMatches, useOutlet } from 'react-router';
import { useTagsView } from './tagsStore';
import { isKeptAlive } from './views';

type LocationContextValue = ContextType<typeof LocationContext>;

interface KeptPage {
  element: ReactNode;
  /** The location of the page's last showing. */
  location: LocationContextValue;
}

type KeptPages = ReadonlyMap<string, KeptPage>;

/**
 * `pages` after rendering the view at `path`: its page recorded when it is kept alive, pages whose tag
 * was closed dropped. The same map when nothing changes, so that the update settles.
 */
function keptPagesAfter(
  pages: KeptPages,
  path: string,
  current: KeptPage | undefined,
  tagged: ReadonlySet<string>,
): KeptPages {
  const dropped = [...pages.keys()].filter((kept) => (kept === path ? !current : !tagged.has(kept)));
  const recorded = pages.get(path);
  const changed =
    current !== undefined &&
    (recorded === undefined ||
      recorded.element !== current.element ||
      recorded.location !== current.location);
  if (dropped.length === 0 && !changed) return pages;
  const next = new Map(pages);
  for (const kept of dropped) next.delete(kept);
  if (current) next.set(path, current);
  return next;
}

/**
 * Brings the window back to where the user left a kept page. The shell scrolls every screen to the top
 * in a layout effect that runs after this one (spec §2.2), so the way back waits for the next frame,
 * which comes before the page is painted.
 */
function useScrollMemory(active: boolean): void {
  const scrollY = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!active) return;
    const left = scrollY.current;
    const frame = left === undefined ? undefined : requestAnimationFrame(() => window.scrollTo(0, left));
    const remember = () => {
      scrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [active]);
}

function KeptView({
  active,
  location,
  children,
}: {
  active: boolean;
  location: LocationContextValue;
  children: ReactNode;
}) {
  useScrollMemory(active);
  return (
    <LocationContext.Provider value={location}>
      <Activity mode={active ? 'visible' : 'hidden'}>{children}</Activity>
    </LocationContext.Provider>
  );
}

/**
 * The shell's outlet, keeping alive the pages of open tags not flagged noCache. A view's Refresh
 * (a new refresh count) mounts its page afresh; a noCache page is mounted afresh on every visit.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useContext(LocationContext);
  const path = `${location.location.pathname}${location.location.search}`;
  const keep = isKeptAlive(useMatches().at(-1)?.handle);
  const views = useTagsView((state) => state.views);
  const refreshes = useTagsView((state) => state.refreshes);
  const tagged = useMemo(
    () => new Set(views.filter((view) => !view.noCache).map((view) => view.path)),
    [views],
  );

  const [pages, setPages] = useState<KeptPages>(() => new Map());
  const current = { element: outlet, location };
  const next = keptPagesAfter(pages, path, keep ? current : undefined, tagged);
  // Recording the page as it renders, so that it is there the moment the user leaves it.
  if (next !== pages) setPages(next);

  const shown: [string, KeptPage][] = next.has(path) ? [...next] : [...next, [path, current]];
  return shown.map(([viewPath, page]) => (
    <KeptView
      key={`${viewPath}#${refreshes[viewPath] ?? 0}`}
      active={viewPath === path}
      location={page.location}
    >
      {page.element}
    </KeptView>
  ));
}
