import type { BrandReportDetail, BrandReportListItem, BrandReportVersion } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import BrandReportPage from './index';

const mock = mockApi();
const C = '/api/api-ccbd/ccbd/exportreport';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const item: BrandReportListItem = {
  processId: 'p-1',
  no: 'BA-2026-00001',
  businessType: 'rating',
  brandName: '精工智造',
  entName: '苏州精工机械有限公司',
  status: 4,
  version: 2,
  savedAt: '2026-11-27T02:00:00.000Z',
  completedAt: null,
};

const sections = {
  summary: '摘要正文',
  background: '背景正文',
  method: '方法正文',
  strength: '强度正文',
  value: '本次为品牌等级评价',
  conclusion: '第二稿结论',
};

const report = (version: number, conclusion: string): BrandReportDetail => ({
  application: {
    processId: 'p-1',
    no: item.no,
    businessType: 'rating',
    brandName: item.brandName,
    entName: item.entName,
    creditCode: '91320594MA1MXXXX0Y',
    industry: '机械制造',
    contactName: '张明',
    contactTel: '13800000001',
    description: '',
    status: 4,
    submittedAt: '2026-11-20T02:00:00.000Z',
    completedAt: null,
    bodyName: '华东质量认证中心',
  },
  strength: {
    score: '82.00',
    level: 'AAAA',
    complete: true,
    experts: 3,
    groups: [
      { groupId: 'g-1', name: '质量管理', dimension: 'quality', weight: '0.6000', score: '76.67' },
      { groupId: 'g-2', name: '创新能力', dimension: 'innovation', weight: '0.4000', score: '90.00' },
    ],
  },
  indicators: [
    {
      groupName: '质量管理',
      qsName: '质量问卷',
      model: 'a',
      label: '质量体系运行',
      max: '10',
      scores: [
        { expertName: '李华', score: '8.00', comment: '体系运行良好' },
        { expertName: '陈静', score: '6.00', comment: '' },
      ],
      consensus: '7.00',
    },
  ],
  value: null,
  sections: { ...sections, conclusion },
  version,
  savedAt: '2026-11-27T02:00:00.000Z',
  savedBy: '王芳',
  editable: true,
});

const versions: BrandReportVersion[] = [
  { version: 2, createdAt: '2026-11-27T02:00:00.000Z', createdByName: '王芳' },
  { version: 1, createdAt: '2026-11-26T02:00:00.000Z', createdByName: '王芳' },
];

function serve() {
  mock.onPost(`${C}/queryReportPage`).reply(200, answer({ items: [item], total: 1 }));
  mock
    .onGet(`${C}/detail`)
    .reply((config) =>
      (config.params as { version?: number }).version === 1
        ? [200, answer(report(1, '第一稿结论'))]
        : [200, answer(report(2, '第二稿结论'))],
    );
  mock.onGet(`${C}/versions`).reply(200, answer(versions));
  mock.onPost(`${C}/save`).reply(200, answer(report(3, '新结论'), '报告已保存为第 3 版'));
}

async function openReport() {
  const row = (await screen.findByText('苏州精工机械有限公司')).closest('tr')!;
  expect(within(row).getByText('第 2 版')).toBeTruthy();
  fireEvent.click(within(row).getByRole('button', { name: '查看报告' }));
  return (await screen.findByText('评价报告：精工智造（BA-2026-00001）')).closest(
    '.ant-drawer',
  ) as HTMLElement;
}

it('shows a report with the scores as entered and saves the edited sections as a new version', async () => {
  serve();
  renderSystemPage(BrandReportPage, '/brandReport', staffUser);
  const drawer = await openReport();
  await within(drawer).findByText('82.00');
  expect(within(drawer).getByText('AAAA')).toBeTruthy();
  expect(within(drawer).getByText('76.67')).toBeTruthy();
  expect(within(drawer).getByText('李华 8.00、陈静 6.00')).toBeTruthy();
  expect(within(drawer).getByText('7.00')).toBeTruthy();
  expect(within(drawer).getByText('体系运行良好')).toBeTruthy();
  expect(within(drawer).getByText('品牌等级评价不评估品牌的货币价值')).toBeTruthy();
  expect(within(drawer).getByRole('button', { name: /下载 PDF/ })).toBeTruthy();
  expect(within(drawer).getByRole('button', { name: /下载 Word/ })).toBeTruthy();

  const conclusion = within(drawer).getByLabelText('评价结论') as HTMLTextAreaElement;
  expect(conclusion.value).toBe('第二稿结论');
  fireEvent.change(conclusion, { target: { value: '新结论' } });
  fireEvent.click(button('保存为新版本', drawer));
  await waitFor(() => expect(mock.history.post.some((c) => c.url === `${C}/save`)).toBe(true));
  const saved = JSON.parse(mock.history.post.find((c) => c.url === `${C}/save`)!.data as string);
  expect(saved).toEqual({ processId: 'p-1', sections: { ...sections, conclusion: '新结论' } });
  expect(await screen.findByText('报告已保存为第 3 版')).toBeTruthy();
});

it('opens an older version', async () => {
  serve();
  renderSystemPage(BrandReportPage, '/brandReport', staffUser);
  const drawer = await openReport();
  const older = (await within(drawer).findByText('第 1 版')).closest('tr')!;
  fireEvent.click(within(older).getByRole('button', { name: '打开' }));
  expect(await within(drawer).findByText('正在查看第 1 版')).toBeTruthy();
  await waitFor(() =>
    expect((within(drawer).getByLabelText('评价结论') as HTMLTextAreaElement).value).toBe('第一稿结论'),
  );
});

it('reads in English', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(BrandReportPage, '/brandReport', staffUser);
  const row = (await screen.findByText('苏州精工机械有限公司')).closest('tr')!;
  expect(within(row).getByText('Version 2')).toBeTruthy();
  expect(within(row).getByText('Brand rating')).toBeTruthy();
  expect(chineseIn(container, [item.brandName, item.entName, '地址'])).toEqual([]);
  fireEvent.click(within(row).getByRole('button', { name: 'View report' }));
  const drawer = (await screen.findByText('Assessment report: 精工智造 (BA-2026-00001)')).closest(
    '.ant-drawer',
  ) as HTMLElement;
  expect(await within(drawer).findByText('Save as new version')).toBeTruthy();
  expect(within(drawer).getByText('Indicator scores')).toBeTruthy();
});
