import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import NoticeBoardPage from './index';

const mock = mockApi();
const LIST = '/api/api-cert/cert/notice/queryNoticeByPage';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const notice = {
  id: '7d4c2a51-0000-4000-8000-000000000001',
  title: '关于2026年监督审核安排的通知',
  content: '各获证企业：请于六月前完成监督审核。',
  client: true,
  status: 1,
  pinned: true,
  publishedAt: '2026-03-01T02:00:00.000Z',
  createdBy: null,
  createdAt: '2026-03-01T01:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};

it("asks for the clients' published notices and opens one", async () => {
  mock.onPost(LIST).reply(200, answer({ items: [notice], total: 1 }));
  renderSystemPage(NoticeBoardPage, '/noticeList', staffUser);
  fireEvent.click(await screen.findByText(notice.title));
  expect(await screen.findByText(notice.content)).toBeTruthy();
  expect(screen.getByText('置顶')).toBeTruthy();
  expect(mock.history.post.find((c) => c.url === LIST)!.params).toMatchObject({ client: true, pageIndex: 1 });
});

it('reads in English', async () => {
  await inLanguage('en-US');
  mock.onPost(LIST).reply(200, answer({ items: [notice], total: 1 }));
  const { container } = renderSystemPage(NoticeBoardPage, '/noticeList', staffUser);
  await screen.findByText(notice.title);
  expect(screen.getByText('Pinned')).toBeTruthy();
  expect(screen.getAllByText('Published').length).toBeGreaterThan(0);
  // 地址: the test router's location readout.
  expect(chineseIn(container, [notice.title, '地址'])).toEqual([]);
});
