// Starting the app on a full page load (spec §2.3): take the sign-in handoff from the query, then
// show a public page, go to single sign-on, or load the session and build its routes. A role switch
// runs the session part again with a new token.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { create } from 'zustand';
import { switchRole as switchRoleOnServer } from '../api/account';
import { feedback } from '../api/feedback';
import { setSessionExpiredHandler } from '../api/request';
import { i18n } from '../i18n';
import { useSession } from '../stores/session';
import { loadSession } from './loadSession';
import { decideEntry, landingPath, readQueryHandoff, takesQueryHandoff } from './navigation';
import { sendResourceIdOf } from './routeResource';
import { publicAppRoutes } from './router';
import { goToSignOn, signOut } from './signOn';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export type BootPhase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  /** The browser is on its way to single sign-on. */
  | { kind: 'leaving' }
  | { kind: 'failed'; message: string }
  /** The user has no menu; the confirm box of spec §8 is open. */
  | { kind: 'noMenu' }
  /** `generation` changes with every new router, so the view remounts for it. */
  | { kind: 'ready'; router: AppRouter; generation: number };

export const useBoot = create<{ phase: BootPhase }>()(() => ({ phase: { kind: 'idle' } }));

let generation = 0;

function setPhase(phase: BootPhase): void {
  useBoot.setState({ phase });
}

function showRoutes(routes: RouteObject[]): void {
  const previous = useBoot.getState().phase;
  const router = createBrowserRouter(routes);
  sendResourceIdOf(router);
  generation += 1;
  setPhase({ kind: 'ready', router, generation });
  if (previous.kind === 'ready') previous.router.dispose();
}

function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Runs once per page load; later calls do nothing. */
export async function startApp(): Promise<void> {
  if (useBoot.getState().phase.kind !== 'idle') return;
  setPhase({ kind: 'starting' });
  // Spec §4: after the expiry dialog has reset the token, sign in again for the same system.
  setSessionExpiredHandler(() => void goToSignOn());

  const session = useSession.getState();
  const { pathname, search, hash } = window.location;
  const handoff = takesQueryHandoff(pathname) ? readQueryHandoff(search, Boolean(session.token)) : { search };
  if (handoff.token) session.signIn(handoff.token);
  if (handoff.appKey) session.setAppKey(handoff.appKey);
  if (handoff.tenantAppKey) session.setTenantAppKey(handoff.tenantAppKey);
  if (handoff.search !== search) window.history.replaceState(null, '', `${pathname}${handoff.search}${hash}`);

  const decision = decideEntry(pathname, Boolean(useSession.getState().token));
  switch (decision.kind) {
    case 'public':
      showRoutes(publicAppRoutes());
      return;
    case 'signOn':
      setPhase({ kind: 'leaving' });
      await goToSignOn();
      return;
    case 'load':
      await enterSession(decision.path === pathname ? currentAddress() : decision.path);
  }
}

async function enterSession(requested: string): Promise<void> {
  // Fetched alongside the session's calls: the sign-on page does without this code.
  const sessionRoutes = import('./sessionRoutes');
  // Awaited below; a session that fails first must not leave its failure unhandled.
  sessionRoutes.catch(() => undefined);
  let menu;
  try {
    menu = await loadSession();
  } catch (error) {
    useSession.getState().resetToken();
    const message = error instanceof Error && error.message ? error.message : i18n.t('app.loadFailed');
    setPhase({ kind: 'failed', message });
    return;
  }
  if (menu.length === 0) {
    setPhase({ kind: 'noMenu' });
    // Spec §8: both buttons log out and go back to single sign-on.
    await feedback().confirm({
      title: i18n.t('app.noMenuTitle'),
      content: i18n.t('app.noMenu'),
      okText: i18n.t('app.noMenuOk'),
      cancelText: i18n.t('app.noMenuCancel'),
    });
    setPhase({ kind: 'leaving' });
    await signOut();
    return;
  }
  const { buildRoutes, sessionAppRoutes } = await sessionRoutes;
  const built = buildRoutes(menu);
  const landing = landingPath(requested, built.firstPath, useSession.getState().takeFirstRouter());
  if (landing !== currentAddress()) window.history.replaceState(null, '', landing);
  showRoutes(sessionAppRoutes(built));
}

/**
 * Acts with one of the user's roles, or with all of them again when `roleId` is null (spec §4): a new
 * session whose user info and routes are loaded afresh, landing on its first route, as the current
 * page may not be permitted any more.
 */
export async function switchRole(roleId: string | null): Promise<void> {
  const token = await switchRoleOnServer(roleId);
  useSession.getState().signIn(token);
  await enterSession(currentAddress());
}
