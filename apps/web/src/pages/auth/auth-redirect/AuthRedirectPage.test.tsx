import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { browser } from '../../../app/browser';
import { takesQueryHandoff } from '../../../app/navigation';
import { useSession } from '../../../stores/session';
import { renderApp, resetApp, savedSession } from '../../../test/renderApp';
import { readAuthRedirect, sameSiteTarget } from './authRedirect';

describe('the single-sign-on callback', () => {
  let sentTo: MockInstance<(href: string) => void>;
  beforeEach(() => {
    sentTo = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
  });
  afterEach(() => {
    resetApp();
    vi.restoreAllMocks();
  });

  it('stores the token and app key as the sign-on page does, then loads the requested page', async () => {
    renderApp('/auth-redirect?token=tok-sso&key=cert&redirect=%2Fworkbench%3Ftab%3D2');

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/workbench?tab=2'));
    expect(useSession.getState().token).toBe('tok-sso');
    expect(useSession.getState().appKey).toBe('cert');
    // A fresh sign-in: the session lands on the first route once it is loaded, as after /sso.
    expect(useSession.getState().firstRouter).toBe(true);
    expect(screen.getByText('正在登录，请稍候…')).toBeTruthy();
  });

  it('replaces a saved session with the one it is handed', async () => {
    savedSession('tok-old', 'quality');
    renderApp('/auth-redirect?token=tok-new&key=cert');

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/'));
    expect(useSession.getState().token).toBe('tok-new');
    expect(useSession.getState().appKey).toBe('cert');
  });

  it('continues only to a path of this site', () => {
    expect(sameSiteTarget('/cert/apply?id=1#top')).toBe('/cert/apply?id=1#top');
    for (const outside of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'workbench',
      '',
      null,
    ]) {
      expect(sameSiteTarget(outside)).toBe('/');
    }
    expect(readAuthRedirect('?token=t&redirect=https%3A%2F%2Fevil.example')).toEqual({
      token: 't',
      appKey: undefined,
      target: '/',
    });
  });

  it('is not treated as a session handoff by the start-up, nor is the upload link’s token', () => {
    expect(takesQueryHandoff('/auth-redirect')).toBe(false);
    expect(takesQueryHandoff('/exupload')).toBe(false);
    expect(takesQueryHandoff('/workbench')).toBe(true);
  });
});
