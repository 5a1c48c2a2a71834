import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chineseIn, inLanguage } from '../../test/i18n';
import { ContentPage } from './ContentPage';

const getPublicPage = vi.hoisted(() => vi.fn());
vi.mock('../../api/content', () => ({ getPublicPage }));

function open(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: ContentPage }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('a public content page', () => {
  beforeEach(() => getPublicPage.mockReset());
  afterEach(async () => {
    await inLanguage('zh-CN');
  });

  it("shows the tenant's published text with its version and date, asked for in the app's language", async () => {
    getPublicPage.mockResolvedValue({
      kind: 'privacypolicy',
      language: 'zh-CN',
      title: '华东隐私政策',
      body: '<p>正文<script>alert(1)</script></p>',
      version: 3,
      publishedAt: '2026-10-01T08:00:00Z',
      tenant: { code: 'east-cert', name: '华东质量认证中心' },
      form: null,
      receiver: null,
    });
    const { container } = open('/privacypolicy?tenant=east-cert');
    expect(await screen.findByRole('heading', { name: '华东隐私政策' })).toBeTruthy();
    expect(screen.getByText(/华东质量认证中心 · 第 3 版 · 发布于 2026-10-01/)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(getPublicPage).toHaveBeenCalledWith('privacypolicy', 'east-cert', 'zh-CN');
  });

  it('words the version and date in English, asking for the page in English', async () => {
    await inLanguage('en-US');
    getPublicPage.mockResolvedValue({
      kind: 'termsofservice',
      language: 'en-US',
      title: 'Terms of service',
      body: '<p>Welcome.</p>',
      version: 2,
      publishedAt: '2026-10-01T08:00:00Z',
      tenant: null,
      form: null,
      receiver: null,
    });
    const { container } = open('/termsofservice');
    expect(await screen.findByText('Version 2 · Published 2026-10-01')).toBeTruthy();
    expect(getPublicPage).toHaveBeenCalledWith('termsofservice', undefined, 'en-US');
    // The language switch names Chinese in Chinese.
    expect(chineseIn(container, ['简体中文'])).toEqual([]);
  });
});
