import { theme } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { nextAfterClose, type TagsAction, type VisitedView } from './tagsReducer';
import { scrollLeftToReveal } from './tagScroll';
import { useTagsView } from './tagsStore';
import { useTrackVisitedViews } from './useTrackVisitedViews';
import { VisitedTag, type TagCommand } from './VisitedTag';

// Spec §2.4: with no view left open, the user goes to the first permitted route. '/' leads there:
// it is the home page or redirects to the first page of the menu (spec §2.3).
const FIRST_PERMITTED_ROUTE = '/';

const BAR_HEIGHT = 34;

/** Turns the mouse wheel into sideways scrolling while the tags overflow the bar. */
function useWheelScrollsSideways(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const scroll = (event: WheelEvent) => {
      if (event.deltaY === 0 || element.scrollWidth <= element.clientWidth) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY;
    };
    element.addEventListener('wheel', scroll, { passive: false });
    return () => element.removeEventListener('wheel', scroll);
  }, [bar]);
}

/** The tags bar under the header (spec §2.4): the visited views, the active one highlighted. */
export function TagsView() {
  useTrackVisitedViews();
  const { t } = useTranslation('shell');
  const views = useTagsView((state) => state.views);
  const dispatch = useTagsView((state) => state.dispatch);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const activePath = `${pathname}${search}`;
  const { token } = theme.useToken();
  const barRef = useRef<HTMLElement>(null);
  useWheelScrollsSideways(barRef);

  useEffect(() => {
    const bar = barRef.current;
    const tag = [...(bar?.children ?? [])].find(
      (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.path === activePath,
    );
    if (!bar || !tag) return;
    bar.scrollLeft = scrollLeftToReveal(
      { scrollLeft: bar.scrollLeft, width: bar.clientWidth },
      { left: tag.offsetLeft, width: tag.offsetWidth },
    );
  }, [activePath, views]);

  const closeTags = (action: TagsAction) => {
    const before = useTagsView.getState().views;
    dispatch(action);
    const remaining = useTagsView.getState().views;
    const closed = before.filter((view) => !remaining.includes(view)).map((view) => view.path);
    const next = nextAfterClose(remaining, closed, activePath, FIRST_PERMITTED_ROUTE);
    if (next) void navigate(next);
  };

  const run = (command: TagCommand, view: VisitedView) => {
    switch (command) {
      case 'refresh':
        dispatch({ type: 'refresh', path: view.path });
        if (view.path !== activePath) void navigate(view.path);
        return;
      case 'close':
        closeTags({ type: 'close', path: view.path });
        return;
      case 'closeOthers':
        // As in the original: the user stays with the view they chose to keep.
        dispatch({ type: 'closeOthers', path: view.path });
        if (view.path !== activePath) void navigate(view.path);
        return;
      case 'closeAll':
        closeTags({ type: 'closeAll' });
    }
  };

  return (
    <nav
      ref={barRef}
      aria-label={t('tags.bar')}
      style={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXXS + 1,
        height: BAR_HEIGHT,
        paddingInline: token.paddingSM,
        overflowX: 'auto',
        overflowY: 'hidden',
        scrollbarWidth: 'none',
        whiteSpace: 'nowrap',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 3px 0 rgba(0, 0, 0, 0.12), 0 0 3px 0 rgba(0, 0, 0, 0.04)',
      }}
    >
      {views.map((view) => (
        <VisitedTag key={view.path} view={view} active={view.path === activePath} onCommand={run} />
      ))}
    </nav>
  );
}
