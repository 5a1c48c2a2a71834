import type { Dict, QsDetail, QsStats, QuestionnaireSummary } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import QuestionnairePage from './index';

const BRMS = '/api/api-brms/compliance';
const DICTS = '/api/api-system/data/resource/getDictDatas';
const SAVE_QS = '/api/api-spacestation/sp/qs/saveQsDetail';
const mock = mockApi();

afterEach(async () => {
  vi.restoreAllMocks();
  await inLanguage('zh-CN');
});

const FORM_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const PAPER_A = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PAPER_B = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

const dictItem = (name: string, nameEn: string, value: string): Dict => ({
  id: `d-${value}`,
  parentId: 'd-qsbitype',
  code: `QSBITYPE_${value}`,
  name,
  nameEn,
  value,
  sort: 0,
  status: 0,
  remark: null,
  level: 2,
  scope: 'platform',
});

const satisfaction: QuestionnaireSummary = {
  formId: FORM_ID,
  formName: '客户满意度调查',
  description: '年度满意度',
  types: ['QMS'],
  papers: [
    { paperId: PAPER_A, bizId: 'b-1', bizName: '2026 质量体系自评', submitted: 3 },
    { paperId: PAPER_B, bizId: 'b-2', bizName: '质量月自查', submitted: 0 },
  ],
  submitted: 3,
  invited: 4,
  updatedAt: '2026-11-20T02:00:00.000Z',
  qsId: 'qs-satisfaction',
};

const stats: QsStats = {
  paperId: PAPER_A,
  formName: '客户满意度调查',
  submitted: 3,
  drafts: 1,
  invited: 4,
  completionRate: 0.75,
  questions: [
    {
      model: 'overall',
      label: '总体满意度',
      type: 'radio',
      options: [
        { value: '1', label: '满意', count: 2 },
        { value: '2', label: '不满意', count: 1 },
      ],
      texts: [],
      answered: 3,
      mean: null,
    },
    {
      model: 'advice',
      label: '改进建议',
      type: 'textarea',
      options: [],
      texts: ['希望缩短审核周期', '材料清单更清楚'],
      answered: 2,
      mean: null,
    },
    { model: 'stars', label: '推荐指数', type: 'rate', options: [], texts: [], answered: 3, mean: 4.333 },
  ],
};

function serve() {
  mock.onGet(DICTS).reply(200, answer([dictItem('质量管理体系', 'Quality management', 'QMS')]));
  mock.onGet(`${BRMS}/qs/list`).reply(200, answer({ items: [satisfaction], total: 1 }));
  mock.onGet(`${BRMS}/qs/stats`).reply(200, answer(stats));
}

const listCalls = () => mock.history.get.filter((call) => call.url === `${BRMS}/qs/list`);

it('lists the questionnaires with their types, business items and completion, searched by type', async () => {
  serve();
  renderSystemPage(QuestionnairePage, '/questionnaire', staffUser);
  const row = (await screen.findByText('客户满意度调查')).closest('tr')!;
  expect(within(row).getByText('年度满意度')).toBeTruthy();
  expect(await within(row).findByText('质量管理体系')).toBeTruthy();
  expect(within(row).getByText('2026 质量体系自评')).toBeTruthy();
  expect(within(row).getByText('质量月自查')).toBeTruthy();
  expect(within(row).getByText('75%')).toBeTruthy();
  expect(listCalls()[0]!.params).toEqual({ pageIndex: 1, pageSize: 20 });

  fireEvent.mouseDown(screen.getByLabelText('业务类型'));
  fireEvent.click(await screen.findByText('质量管理体系', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  expect(listCalls()[1]!.params).toEqual({ pageIndex: 1, pageSize: 20, type: 'QMS' });
});

it('opens a questionnaire in the designer, and stores a new one empty before opening it there', async () => {
  serve();
  const created: QsDetail = {
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    qsId: 'qs-new',
    name: '培训反馈',
    jsonData: '{}',
    desc: null,
    version: 1,
  };
  mock.onPost(SAVE_QS).replyOnce(400, refusal('body.name', '名称已被使用'));
  mock.onPost(SAVE_QS).reply(200, answer(created));
  renderSystemPage(QuestionnairePage, '/questionnaire', staffUser);
  fireEvent.click(await screen.findByRole('button', { name: '设计' }));
  expect(screen.getByLabelText('地址').textContent).toBe(
    `/work/designer?qsId=qs-satisfaction&qsDetailId=${FORM_ID}`,
  );

  fireEvent.click(button('新建问卷'));
  const form = await dialog('新建问卷');
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('请输入问卷名称')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('问卷名称'), { target: { value: ' 培训反馈 ' } });
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('名称已被使用')).toBeTruthy();
  fireEvent.click(button('确定', form));
  await waitFor(() =>
    expect(screen.getByLabelText('地址').textContent).toBe(
      `/work/designer?qsId=qs-new&qsDetailId=${created.id}`,
    ),
  );
  const body = JSON.parse(mock.history.post[1]!.data as string) as Record<string, unknown>;
  expect(body.name).toBe('培训反馈');
  expect(typeof body.qsId).toBe('string');
  expect(JSON.parse(body.jsonData as string)).toMatchObject({ list: [] });
});

it('shows the results of each business item and exports its answers', async () => {
  serve();
  mock.onGet(`${BRMS}/qs/export`).reply(200, new Blob(['xlsx']));
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:answers');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderSystemPage(QuestionnairePage, '/questionnaire', staffUser);
  fireEvent.click(await screen.findByRole('button', { name: '结果' }));

  const drawer = (await screen.findByText('总体满意度')).closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).getAllByText('75%').length).toBeGreaterThan(0);
  expect(within(drawer).getAllByText('3 人作答')).toHaveLength(2);
  expect(within(drawer).getByText('2 人作答')).toBeTruthy();
  const chart = within(drawer).getByRole('list', { name: '选项分布' });
  expect(within(chart).getByText('满意')).toBeTruthy();
  expect(within(chart).getByText('2 人（66.7%）')).toBeTruthy();
  expect(within(chart).getByText('1 人（33.3%）')).toBeTruthy();
  expect(within(drawer).getByText('希望缩短审核周期')).toBeTruthy();
  expect(within(drawer).getByText('平均值：4.33')).toBeTruthy();
  expect(mock.history.get.find((c) => c.url === `${BRMS}/qs/stats`)!.params).toEqual({ paperId: PAPER_A });

  fireEvent.click(button('导出', drawer));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  const exported = mock.history.get.find((c) => c.url === `${BRMS}/qs/export`)!;
  expect(exported.params).toEqual({ paperId: PAPER_A });
  expect(exported.responseType).toBe('blob');
  expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
    '客户满意度调查-2026 质量体系自评.xlsx',
  );

  fireEvent.click(within(drawer).getByText('质量月自查'));
  await waitFor(() =>
    expect(mock.history.get.filter((c) => c.url === `${BRMS}/qs/stats`).at(-1)!.params).toEqual({
      paperId: PAPER_B,
    }),
  );
});

it('speaks English', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(QuestionnairePage, '/questionnaire', staffUser);
  await screen.findByText('客户满意度调查');
  expect(await screen.findByText('Quality management')).toBeTruthy();
  expect(button('New questionnaire')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Results' }));
  const drawer = (await screen.findByText('总体满意度')).closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).getByText('Completion rate')).toBeTruthy();
  expect(within(drawer).getByText('2 (66.7%)')).toBeTruthy();
  // 地址 is the test's address bar.
  const userData = [
    '地址',
    '客户满意度调查',
    '年度满意度',
    '2026 质量体系自评',
    '质量月自查',
    '总体满意度',
    '不满意',
    '满意',
  ];
  expect(chineseIn(container, userData)).toEqual([]);
  expect(
    chineseIn(drawer, [...userData, '改进建议', '希望缩短审核周期', '材料清单更清楚', '推荐指数']),
  ).toEqual([]);
});
