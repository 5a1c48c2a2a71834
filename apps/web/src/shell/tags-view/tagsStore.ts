// The open tags of this session (spec §2.4). Kept in session storage, so that they survive a reload
// of the page but not the end of the browser session. Logout and a new session (sign-in, role switch)
// close them all (spec §4) through clearTagsView. An expired session does not: the user may stay on
// the page, and the pages of the other tabs keep what they hold until the next sign-in.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { EMPTY_TAGS, tagsReducer, type TagsAction, type TagsState, type VisitedView } from './tagsReducer';

export interface TagsViewState extends TagsState {
  dispatch(action: TagsAction): void;
}

export const TAGS_VIEW_STORAGE_KEY = 'bizadmin-tags-view';

function isVisitedView(value: unknown): value is VisitedView {
  if (typeof value !== 'object' || value === null) return false;
  const { path, title, affix, noCache, name } = value as Record<string, unknown>;
  return (
    typeof path === 'string' &&
    typeof title === 'string' &&
    typeof affix === 'boolean' &&
    typeof noCache === 'boolean' &&
    (name === undefined || typeof name === 'string')
  );
}

export const useTagsView = create<TagsViewState>()(
  persist(
    (set) => ({
      ...EMPTY_TAGS,
      dispatch: (action) => set((state) => tagsReducer(state, action)),
    }),
    {
      name: TAGS_VIEW_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      version: 1,
      // Refresh counts only tell mounted pages apart; after a reload every page mounts afresh anyway.
      partialize: ({ views }) => ({ views }),
      merge: (stored, current) => {
        const views = (stored as { views?: unknown } | undefined)?.views;
        return { ...current, views: Array.isArray(views) ? views.filter(isVisitedView) : [] };
      },
    },
  ),
);

/** Closes every tag, affix ones included: the next shell to mount opens the menu's affix views again. */
export function clearTagsView(): void {
  useTagsView.setState(EMPTY_TAGS);
}
