// The navbar's breadcrumb as data (spec §2.4): built from the matched routes, rendered by Breadcrumb.
import type { MenuTrailStep } from '../app/buildRoutes';
import type { AppRouteHandle } from '../app/routeResource';
import { currentLanguage, i18n, type Language } from '../i18n';
import { localName } from '../i18n/localName';

export interface Crumb {
  title: string;
  /** Where the crumb leads; absent for the page itself and for steps that open nothing. */
  path?: string;
}

/**
 * The crumbs for the matched routes: home first, linking to '/', then the titled menu records above
 * the page and the page itself, leaving out records flagged breadcrumb false. The menu's own root
 * record ('/') is the home crumb, and a step titled like the one before it (a parent and the single
 * page it holds) shows once. A page outside the menu shows its own title after home. The last crumb is where the user is, so it links nowhere. Titles are in
 * the page's language (a menu record's English title when it has one).
 */
export function buildBreadcrumb(
  matches: readonly { handle?: unknown }[],
  language: Language = currentLanguage(),
): Crumb[] {
  const steps: MenuTrailStep[] = matches.flatMap((match) => {
    const handle = match.handle as AppRouteHandle | undefined;
    if (handle?.trail) return handle.trail;
    // A page no menu lists (/dmn, /workflow/progress) names itself in its handle.
    return handle?.title
      ? [{ title: handle.title, titleEn: handle.titleEn, path: '', breadcrumb: true, linkable: false }]
      : [];
  });
  const crumbs: Crumb[] = [{ title: i18n.t('shell:home', { lng: language }), path: '/' }];
  for (const step of steps) {
    if (!step.title || !step.breadcrumb || step.path === '/') continue;
    const title = localName(step.title, step.titleEn, language);
    if (crumbs.at(-1)?.title === title) continue;
    crumbs.push(step.linkable ? { title, path: step.path } : { title });
  }
  const last = crumbs.at(-1)!;
  crumbs[crumbs.length - 1] = { title: last.title };
  return crumbs;
}
