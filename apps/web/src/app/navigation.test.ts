import { describe, expect, it } from 'vitest';
import { decideEntry, isPublicPath, landingPath, readQueryHandoff } from './navigation';

describe('entry decisions', () => {
  it('shows public pages with or without a token', () => {
    for (const path of ['/sso', '/chancgePassword', '/privacypolicy', '/filePreview', '/office/', '/401']) {
      expect(decideEntry(path, false)).toEqual({ kind: 'public' });
      expect(decideEntry(path, true)).toEqual({ kind: 'public' });
    }
  });

  it('sends a visitor without a token to single sign-on from any other page', () => {
    for (const path of ['/', '/index', '/use-management', '/login', '/no/such/page']) {
      expect(decideEntry(path, false)).toEqual({ kind: 'signOn' });
    }
  });

  it('loads the session before showing a page to a signed-in user', () => {
    expect(decideEntry('/use-management', true)).toEqual({ kind: 'load', path: '/use-management' });
  });

  it('takes a signed-in user who opens the sign-in page home', () => {
    expect(decideEntry('/login', true)).toEqual({ kind: 'load', path: '/' });
  });

  it('does not mistake a longer path for a public one', () => {
    expect(isPublicPath('/ssoadmin')).toBe(false);
    expect(isPublicPath('/sso/extra')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });
});

describe('sign-in handoff in the query', () => {
  it('stores the token, app key and tenant app key and takes them out of the address', () => {
    expect(readQueryHandoff('?token=t1&key=quality&tenantAppKey=tak&tab=2', false)).toEqual({
      token: 't1',
      appKey: 'quality',
      tenantAppKey: 'tak',
      search: '?tab=2',
    });
  });

  it('keeps a saved token rather than the one in the query, but still takes the app key', () => {
    expect(readQueryHandoff('?token=t2&key=cert', true)).toEqual({ appKey: 'cert', search: '' });
  });

  it('leaves an address without a handoff alone', () => {
    expect(readQueryHandoff('?fileUrl=%2Fa.pdf', false)).toEqual({ search: '?fileUrl=%2Fa.pdf' });
    expect(readQueryHandoff('', false)).toEqual({ search: '' });
  });
});

describe('landing page', () => {
  it('lands a fresh sign-in on the first route, otherwise where the user asked to go', () => {
    expect(landingPath('/', '/index', true)).toBe('/index');
    expect(landingPath('/use-tenant', '/index', false)).toBe('/use-tenant');
    expect(landingPath('/use-tenant', undefined, true)).toBe('/use-tenant');
  });
});
