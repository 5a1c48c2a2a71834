// The sign-on and password-reset pages in English (issue 17), and their language switch.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { qualityApp } from '../../../test/people';
import { answer, API, renderApp, resetApp } from '../../../test/renderApp';

const mock = mockApi();

beforeEach(() => {
  mock
    .onGet(`${API}/data/app/getSSOApp`)
    .reply(200, answer({ ...qualityApp, key: 'cert', name: '认证服务', nameEn: 'Certification' }));
});

afterEach(async () => {
  resetApp();
  localStorage.clear();
  await inLanguage('zh-CN');
});

it('shows the sign-on page in English, with the English name of the app being signed into', async () => {
  await inLanguage('en-US');
  const { container } = renderApp('/sso?redirect=appkey%3Dcert');

  expect(await screen.findByRole('tab', { name: 'Password' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  expect(screen.getByLabelText('Username')).toBeTruthy();
  expect(await screen.findByText('Sign in to Certification')).toBeTruthy();
  // The switch names the other language in that language.
  expect(chineseIn(container, ['简体中文'])).toEqual([]);
});

it('switches the sign-on page to English with the switch in its corner, and keeps the choice here', async () => {
  renderApp('/sso');
  expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: /English/ }));

  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'SMS code' })).toBeTruthy();
  expect(localStorage.getItem('language')).toBe('en-US');
});

it('shows the password reset in English, its rules included', async () => {
  await inLanguage('en-US');
  const { container } = renderApp('/chancgePassword');

  fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));

  expect(await screen.findByText('Enter your mobile number')).toBeTruthy();
  expect(await screen.findByText('Enter the new password')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
  expect(chineseIn(container, ['简体中文'])).toEqual([]);
});
