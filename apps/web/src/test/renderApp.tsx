import type { AppInfo, MyApp, RouteRecord, UserInfo } from '@platform/contract';
import { render } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { App } from '../app/App';
import { useBoot } from '../app/boot';
import { queryClient } from '../app/QueryLayout';
import { SIDEBAR_STATUS_COOKIE, useAppState } from '../stores/appState';
import { removeCookie } from '../stores/cookies';
import { useSession } from '../stores/session';
import { bindSettingsToUser, useSettings } from '../stores/settings';
import { myApps, qualityApp, record, staffUser } from './people';

export const API = '/api/api-system/data';

export function answer<T>(data: T) {
  return { code: 200, msg: '操作成功', data };
}

/** The business menu the server seeds, trimmed: home, one page per kind, an external link. */
export const businessMenu: RouteRecord[] = [
  record({
    path: '/',
    redirect: '/index',
    meta: { title: '首页', resourceId: 'res-root' },
    children: [
      record({
        path: 'index',
        component: 'home/index',
        meta: { title: '首页', resourceId: 'res-home', icon: 'home' },
      }),
    ],
  }),
  record({
    path: '/business',
    redirect: '/business/index',
    meta: { title: '业务办理', resourceId: 'res-business-root' },
    children: [
      record({
        path: 'index',
        component: 'business/index',
        meta: { title: '业务办理', resourceId: 'res-business', icon: 'form' },
      }),
    ],
  }),
  record({
    path: '/help',
    type: 21,
    url: 'https://www.cnca.gov.cn/',
    blank: 3,
    meta: { title: '帮助文档', resourceId: 'res-help', icon: 'question-circle' },
  }),
  record({
    path: '/profile',
    redirect: '/profile/index',
    hidden: true,
    children: [
      record({
        path: 'index',
        component: 'profile/index',
        meta: { title: '个人中心', resourceId: 'res-profile' },
      }),
    ],
  }),
];

export interface ServedSession {
  apps?: MyApp[];
  user?: UserInfo;
  app?: AppInfo;
  menu?: RouteRecord[] | null;
}

/** Answers the start-up calls of a signed-in user, and the sign-on address look-up. */
export function serveSession(mock: MockAdapter, served: ServedSession = {}) {
  mock.onGet(`${API}/app/getMyApps`).reply(200, answer(served.apps ?? myApps));
  mock.onGet(`${API}/tenantuser/getuserinfo`).reply(200, answer(served.user ?? staffUser));
  mock.onGet(`${API}/app/queryByAppKey`).reply(200, answer(served.app ?? qualityApp));
  mock
    .onGet(`${API}/tenant/getresources`)
    .reply(200, answer(served.menu === undefined ? businessMenu : served.menu));
  mock.onGet(`${API}/config/getByKey`).reply(200, answer({ key: 'sso.login.url', value: '/sso' }));
  mock.onGet(`${API}/msg/getUnreadMsgCount`).reply(200, answer({ count: 0 }));
}

/** A saved session, as a sign-in on an earlier page load leaves it. */
export function savedSession(token = 'tok-saved', appKey = 'quality') {
  useSession.getState().setToken(token);
  useSession.getState().setAppKey(appKey);
}

/** Opens the whole app at `address`, as a full page load in the browser does. */
export function renderApp(address: string) {
  window.history.replaceState(null, '', address);
  return render(<App />);
}

const initialSettings = useSettings.getState();
const initialAppState = useAppState.getState();

/** Forgets the page load: the next renderApp starts the app afresh. */
export function resetApp() {
  const { phase } = useBoot.getState();
  if (phase.kind === 'ready') phase.router.dispose();
  useBoot.setState({ phase: { kind: 'idle' } });
  // The session's query cache lives as long as the page: a new page load starts without it.
  queryClient.clear();
  useSession.getState().clear();
  localStorage.clear();
  bindSettingsToUser(undefined);
  useSettings.setState(initialSettings, true);
  removeCookie(SIDEBAR_STATUS_COOKIE);
  useAppState.setState(initialAppState, true);
}
