import { describe, expect, it } from 'vitest';
import { myApps } from '../test/people';
import { appEntryHref, appKeyFromRedirect, pickApp, ssoHref } from './sso';

describe('single-sign-on addresses', () => {
  it('tells the sign-on page which app to come back to', () => {
    expect(ssoHref('/sso', 'quality')).toBe('/sso?redirect=appkey%3Dquality');
    expect(ssoHref('https://sso.example.com/login?from=a', 'cert')).toBe(
      'https://sso.example.com/login?from=a&redirect=appkey%3Dcert',
    );
    expect(ssoHref('/sso', undefined)).toBe('/sso');
  });

  it('reads the app key out of the redirect parameter', () => {
    expect(appKeyFromRedirect('appkey=quality')).toBe('quality');
    expect(appKeyFromRedirect('appkey=')).toBeUndefined();
    expect(appKeyFromRedirect(null)).toBeUndefined();
  });

  it('enters the app asked for when the user holds a role there, else the first one they do', () => {
    expect(pickApp(myApps, 'cert')?.key).toBe('cert');
    expect(pickApp(myApps, 'carbon')?.key).toBe('quality');
    expect(pickApp(myApps, 'system')?.key).toBe('quality');
    expect(pickApp(myApps, undefined)?.key).toBe('quality');
  });

  it('enters an app without a role only when the user holds none anywhere, and none when they have no app', () => {
    const noRoles = myApps.map((app) => ({ ...app, hasAccess: false }));

    expect(pickApp(noRoles, 'cert')?.key).toBe('cert');
    expect(pickApp(noRoles, undefined)?.key).toBe('system');
    expect(pickApp([], 'cert')).toBeUndefined();
  });

  it("hands the token over to the app's domain, or to this origin when it has none", () => {
    expect(appEntryHref(null, 'tok 1', 'quality')).toBe('/?token=tok%201&key=quality');
    expect(appEntryHref('', 'tok', 'cert')).toBe('/?token=tok&key=cert');
    expect(appEntryHref('https://cert.example.com/', 'tok', 'cert')).toBe(
      'https://cert.example.com/?token=tok&key=cert',
    );
    expect(appEntryHref('carbon.example.com', 'tok', 'carbon')).toBe(
      '//carbon.example.com/?token=tok&key=carbon',
    );
  });
});
