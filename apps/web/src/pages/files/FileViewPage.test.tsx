import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../components/TestProviders';
import { chineseIn, inLanguage } from '../../test/i18n';
import { FileViewPage } from './FileViewPage';
import { OfficePage } from './OfficePage';

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/fileview', Component: FileViewPage },
      { path: '/office', Component: OfficePage },
      { path: '/previewOfd', Component: () => <p>ofd viewer</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

function answer(status: number, body: BodyInit, type = 'text/plain') {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const FILE = '/api/api-system/data/upload/file/t-1/report/list.csv';

afterEach(async () => {
  vi.unstubAllGlobals();
  await inLanguage('zh-CN');
});

describe('the viewer entry (/fileview)', () => {
  it('shows a CSV file as a table of its cells, fetched with the session', async () => {
    const fetchMock = answer(200, '\ufeff企业,得分\n东方认证,92.5\n');
    open(`/fileview?fileUrl=${encodeURIComponent(FILE)}&name=${encodeURIComponent('得分.csv')}`);
    expect(await screen.findByRole('cell', { name: '东方认证' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '92.5' })).toBeTruthy();
    expect(screen.getByText('得分.csv')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(FILE, expect.objectContaining({ credentials: 'include' }));
  });

  it('refuses an off-site address without fetching it', async () => {
    const fetchMock = answer(200, 'x');
    open(`/fileview?fileUrl=${encodeURIComponent('https://evil.example/a.pdf')}`);
    expect(await screen.findByText('只能预览本站的文件，该地址已被拒绝')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to sign in when the download answers 401, with the server’s words', async () => {
    answer(401, JSON.stringify({ code: 401, msg: '登录已过期' }), 'application/json');
    open(`/fileview?fileUrl=${encodeURIComponent(FILE)}`);
    expect(await screen.findByText('请登录后查看')).toBeTruthy();
    expect(screen.getByText('登录已过期')).toBeTruthy();
    expect(screen.getByRole('link', { name: /去登录/ })).toBeTruthy();
    // No download beside it: that link would be refused as well.
    expect(screen.queryByRole('link', { name: /下载/ })).toBeNull();
  });

  it('says a file was not found or is not the caller’s to read', async () => {
    answer(404, '{}', 'application/json');
    open(`/fileview?fileUrl=${encodeURIComponent(FILE)}`);
    expect(await screen.findByText('文件不存在或已被删除')).toBeTruthy();
  });

  it('sends an OFD file to the OFD viewer with the same query', async () => {
    const router = open(`/fileview?fileUrl=${encodeURIComponent('/f/invoice.ofd')}&name=a.ofd`);
    expect(await screen.findByText('ofd viewer')).toBeTruthy();
    expect(router.state.location.search).toBe(`?fileUrl=${encodeURIComponent('/f/invoice.ofd')}&name=a.ofd`);
  });

  it('offers a download card for a type no viewer shows', async () => {
    const fetchMock = answer(200, 'x');
    open(`/fileview?fileUrl=${encodeURIComponent('/f/archive.zip')}`);
    expect(await screen.findByText('该类型的文件不支持在线预览')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /下载/ })[0]!.getAttribute('href')).toBe('/f/archive.zip');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/office', () => {
  it('offers a presentation as a download with a note', async () => {
    answer(200, 'pptx bytes');
    open(`/office?fileUrl=${encodeURIComponent('/f/deck.pptx')}`);
    expect(await screen.findByText('PPT 演示文稿不支持在线预览')).toBeTruthy();
  });

  it('speaks English', async () => {
    await inLanguage('en-US');
    answer(403, '{}', 'application/json');
    open(`/office?fileUrl=${encodeURIComponent('/f/plan.docx')}`);
    expect(await screen.findByText('You are not allowed to view this file')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });
});
