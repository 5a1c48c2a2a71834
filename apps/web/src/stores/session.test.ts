import { afterEach, describe, expect, it, vi } from 'vitest';
import { myApps, qualityApp, staffUser } from '../test/people';
import { useSession } from './session';
import { useUser } from './user';

function signInFully() {
  const session = useSession.getState();
  session.signIn('tok-1');
  session.setAppKey('quality');
  session.setAppId('app-quality');
  session.setTenantUserId('tu-staff-a');
  session.setTenantAppKey('tak-quality');
  session.setSsoLoginUrl('https://sso.example.com/login');
  useUser.getState().setLoaded({ user: staffUser, apps: myApps, app: qualityApp, menu: [] });
}

afterEach(() => {
  useSession.getState().clear();
});

describe('session', () => {
  it('survives a page load', async () => {
    signInFully();

    vi.resetModules();
    const reloaded = await import('./session');

    expect(reloaded.useSession.getState()).toMatchObject({
      token: 'tok-1',
      appKey: 'quality',
      appId: 'app-quality',
      tenantUserId: 'tu-staff-a',
      tenantAppKey: 'tak-quality',
      ssoLoginUrl: 'https://sso.example.com/login',
      firstRouter: true,
    });
    const reloadedUser = await import('./user');
    expect(reloadedUser.useUser.getState().user?.realname).toBe('张明');
  });

  it('forgets the app id and tenant app key of the previous app when the app changes', () => {
    signInFully();

    useSession.getState().setAppKey('quality');
    expect(useSession.getState()).toMatchObject({ appId: 'app-quality', tenantAppKey: 'tak-quality' });

    useSession.getState().setAppKey('system');
    expect(useSession.getState()).toMatchObject({
      appKey: 'system',
      appId: undefined,
      tenantAppKey: undefined,
      token: 'tok-1',
    });
  });

  it('lands a fresh sign-in on the first route once', () => {
    useSession.getState().signIn('tok-1');

    expect(useSession.getState().takeFirstRouter()).toBe(true);
    expect(useSession.getState().takeFirstRouter()).toBe(false);
  });

  it('forgets the user and every stored key at logout', async () => {
    signInFully();

    useSession.getState().clear();

    expect(useSession.getState()).toMatchObject({
      token: undefined,
      appKey: undefined,
      appId: undefined,
      tenantUserId: undefined,
      tenantAppKey: undefined,
      ssoLoginUrl: undefined,
      firstRouter: false,
    });
    expect(useUser.getState()).toMatchObject({ user: undefined, apps: [], app: undefined, menu: [] });
    vi.resetModules();
    const reloaded = await import('./session');
    expect(reloaded.useSession.getState().token).toBeUndefined();
    expect(reloaded.useSession.getState().appKey).toBeUndefined();
  });

  it('keeps the app key and sign-on address when the token is reset, to send the user back', async () => {
    signInFully();

    useSession.getState().resetToken();

    expect(useSession.getState()).toMatchObject({
      token: undefined,
      appId: undefined,
      tenantUserId: undefined,
      appKey: 'quality',
      ssoLoginUrl: 'https://sso.example.com/login',
    });
    expect(useUser.getState().user).toBeUndefined();
    vi.resetModules();
    const reloaded = await import('./session');
    expect(reloaded.useSession.getState()).toMatchObject({ token: undefined, appKey: 'quality' });
  });
});
