// The tags bar as data (spec §2.4 "Tags bar"): the views the user has visited, in the order they were
// opened, and what each tag action does to them. TagsView renders it, KeepAliveOutlet keeps the views'
// pages alive; both only read this.

export interface VisitedView {
  /** The view's full address, query included: it tells two visits of one route apart. */
  path: string;
  title: string;
  /** The English title the menu keeps beside the Chinese one, if any (see i18n/localName). */
  titleEn?: string | null;
  /** Pinned by the menu (meta.affix): always open, always first, never closed. */
  affix: boolean;
  /** The page starts afresh on every visit instead of being kept alive. */
  noCache: boolean;
  /**
   * What the page says it shows, when one route shows many things told apart by the query (the
   * designer's form): its name, or its id until the page has loaded it. The tag reads "title - name".
   */
  name?: string;
}

export interface TagsState {
  views: VisitedView[];
  /** How often each open view was refreshed; a view's page re-mounts whenever its count changes. */
  refreshes: Record<string, number>;
}

export type TagsAction =
  /** The user opened a view: a new tag, or a new title for an open one. */
  | { type: 'add'; view: VisitedView }
  | { type: 'close'; path: string }
  /** Keeps the affix views and the given one. */
  | { type: 'closeOthers'; path: string }
  /** Keeps the affix views. */
  | { type: 'closeAll' }
  | { type: 'refresh'; path: string }
  /** The page of an open view names what it shows (an empty name shows the route's title alone). */
  | { type: 'name'; path: string; name: string }
  /**
   * A menu was loaded: its affix views replace any earlier ones, and a view stays open only if the
   * menu still has its page. Tags survive a reload, so after an app or role switch they may hold pages
   * of the previous menu, which would only open the not-found page.
   */
  | { type: 'setMenu'; affix: VisitedView[]; pages: readonly string[] };

export const EMPTY_TAGS: TagsState = { views: [], refreshes: {} };

/** The page a view shows: its address without the query. */
function pathOf(view: VisitedView): string {
  const query = view.path.indexOf('?');
  return query < 0 ? view.path : view.path.slice(0, query);
}

/** `state` with only the views `keep` accepts, and their refresh counts. */
function keepViews(state: TagsState, keep: (view: VisitedView) => boolean): TagsState {
  const views = state.views.filter(keep);
  if (views.length === state.views.length) return state;
  const open = new Set(views.map((view) => view.path));
  const refreshes = Object.fromEntries(Object.entries(state.refreshes).filter(([path]) => open.has(path)));
  return { views, refreshes };
}

function add(state: TagsState, view: VisitedView): TagsState {
  const index = state.views.findIndex((open) => open.path === view.path);
  if (index >= 0) {
    const open = state.views[index]!;
    if (open.title === view.title && open.titleEn === view.titleEn) return state;
    const views = [...state.views];
    views[index] = { ...open, title: view.title, titleEn: view.titleEn };
    return { ...state, views };
  }
  // An affix view joins the other affix views at the front, so they stay first.
  const at = view.affix ? state.views.filter((open) => open.affix).length : state.views.length;
  return { ...state, views: [...state.views.slice(0, at), view, ...state.views.slice(at)] };
}

export function tagsReducer(state: TagsState, action: TagsAction): TagsState {
  switch (action.type) {
    case 'add':
      return add(state, action.view);
    case 'close':
      return keepViews(state, (view) => view.affix || view.path !== action.path);
    case 'closeOthers':
      return keepViews(state, (view) => view.affix || view.path === action.path);
    case 'closeAll':
      return keepViews(state, (view) => view.affix);
    case 'name': {
      const index = state.views.findIndex((view) => view.path === action.path);
      const open = state.views[index];
      if (!open || (open.name ?? '') === action.name) return state;
      const views = [...state.views];
      views[index] = { ...open, name: action.name || undefined };
      return { ...state, views };
    }
    case 'refresh': {
      if (!state.views.some((view) => view.path === action.path)) return state;
      const count = (state.refreshes[action.path] ?? 0) + 1;
      return { ...state, refreshes: { ...state.refreshes, [action.path]: count } };
    }
    case 'setMenu': {
      const affix = new Set(action.affix.map((view) => view.path));
      const pages = new Set(action.pages);
      const visited = keepViews(
        state,
        (view) => !view.affix && !affix.has(view.path) && pages.has(pathOf(view)),
      );
      return { views: [...action.affix, ...visited.views], refreshes: visited.refreshes };
    }
  }
}

/** The text of a view's tag: the route's title, and the name of what the page shows if it gave one. */
export function tagTitle(view: VisitedView): string {
  return view.name ? `${view.title} - ${view.name}` : view.title;
}

/**
 * Where to go after the tags `closed` were closed (spec §2.4): nowhere unless the active view was
 * among them; else to the last view that remains, or to the first permitted route when none does.
 */
export function nextAfterClose(
  remaining: readonly VisitedView[],
  closed: readonly string[],
  activePath: string,
  firstPermittedPath: string,
): string | undefined {
  if (!closed.includes(activePath)) return undefined;
  return remaining.at(-1)?.path ?? firstPermittedPath;
}
