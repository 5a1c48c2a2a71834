import { screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../api/request';
import { useSession } from '../../stores/session';
import { chineseIn, inLanguage } from '../../test/i18n';
import { answer, API, renderApp, resetApp } from '../../test/renderApp';

const mock = new MockAdapter(http);
const INFO = `${API}/external-upload/public/info`;
const link = {
  title: '请上传营业执照',
  note: '盖章扫描件',
  tenantName: '华东质量认证中心',
  accept: ['pdf', 'jpg'],
  maxFiles: 5,
  maxBytes: 52_428_800,
  received: 1,
  expiresAt: '2026-12-05T08:00:00.000Z',
};

afterEach(async () => {
  mock.reset();
  resetApp();
  await inLanguage('zh-CN');
});

describe('the external upload page', () => {
  it('shows what the link asks for and its rules, and keeps the link’s token out of the session', async () => {
    mock.onGet(INFO, { params: { token: 'link-token' } }).reply(200, answer(link));
    renderApp('/exupload?token=link-token');

    expect(await screen.findByRole('heading', { name: '请上传营业执照' })).toBeTruthy();
    expect(screen.getByText('华东质量认证中心 请您上传文件')).toBeTruthy();
    expect(screen.getByText('文件类型：.pdf .jpg')).toBeTruthy();
    expect(screen.getByText('单个文件不超过 50 MB')).toBeTruthy();
    expect(screen.getByText('最多 5 个文件，已收到 1 个')).toBeTruthy();
    expect(screen.getByLabelText('姓名')).toBeTruthy();
    expect(useSession.getState().token).toBeUndefined();
  });

  it('says why a link cannot be used', async () => {
    mock.onGet(INFO).reply(410, { code: 410, msg: '上传链接已过期', data: null });
    renderApp('/exupload?token=old');

    expect(await screen.findByText('无法使用此上传链接')).toBeTruthy();
    expect(await screen.findByText('上传链接已过期')).toBeTruthy();
  });

  it('reads in English', async () => {
    await inLanguage('en-US');
    mock.onGet(INFO).reply(200, answer(link));
    const { container } = renderApp('/exupload?token=link-token');

    expect(await screen.findByText('Your details')).toBeTruthy();
    expect(screen.getByText('At most 5 file(s), 1 received')).toBeTruthy();
    expect(chineseIn(container, [link.title, link.note, link.tenantName])).toEqual([]);
  });
});
