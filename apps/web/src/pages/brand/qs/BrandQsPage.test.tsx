// 问卷配置: the groups with their questionnaires (weight, indicator count, max total, the flag on a
// questionnaire without indicators); adding a group sends its weight as a decimal string and shows the
// server's refusal under its field; binding sends the chosen form; the preview lists the indicators.
import type { BrandFormChoice, BrandQsGroup, BrandQuestionnaire } from '@platform/contract';
import { BRAND_PREFIX } from '@platform/contract/brand-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import BrandQsPage from './index';

const B = `${BRAND_PREFIX}/brand/paper`;
const mock = mockApi();
const reviewer = {
  ...staffUser,
  userId: 'u-reviewer-a',
  username: 'reviewer_a',
  realname: '王芳',
  roles: ['34'],
};
const G1 = '11111111-1111-4111-8111-111111111111';
const Q1 = '22222222-2222-4222-8222-222222222222';
const Q2 = '33333333-3333-4333-8333-333333333333';
const F1 = '44444444-4444-4444-8444-444444444444';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const groups: BrandQsGroup[] = [
  {
    id: G1,
    name: '质量',
    dimension: 'quality',
    weight: '0.25',
    sort: 0,
    description: '产品质量',
    questionnaires: [
      {
        id: Q1,
        groupId: G1,
        formId: F1,
        name: '品牌质量评价问卷',
        weight: '1',
        sort: 0,
        indicatorCount: 2,
        maxTotal: '50',
      },
      {
        id: Q2,
        groupId: G1,
        formId: F1,
        name: '品牌调研',
        weight: '0.5',
        sort: 1,
        indicatorCount: 0,
        maxTotal: '0',
      },
    ],
  },
];

const detail: BrandQuestionnaire = {
  ...groups[0]!.questionnaires[0]!,
  groupName: '质量',
  formJson: JSON.stringify({
    list: [
      {
        type: 'radio',
        label: '质量管理体系认证情况',
        model: 'qmsCertified',
        key: 'radio_qmsCertified',
        options: { options: [{ value: '1', label: '已认证' }], AnswerScore: 20 },
        rules: [],
      },
    ],
    config: { labelPosition: 'right', labelWidth: 160, size: 'small' },
  }),
  indicators: [
    { model: 'qmsCertified', label: '质量管理体系认证情况', max: 20 },
    { model: 'qualityIncidents', label: '质量事故情况', max: 30 },
  ],
};

const choices: BrandFormChoice[] = [
  { id: F1, kind: 3, formName: '品牌创新评价问卷', version: 2, updatedAt: '2026-11-20T02:00:00.000Z' },
];

function serve() {
  mock.onGet(`${B}/getQSGroups`).reply(200, answer(groups));
  mock.onGet(`${B}/getQSData`).reply(200, answer(detail));
  mock.onGet(`${B}/formChoices`).reply(200, answer(choices));
}

const posted = (path: string) =>
  mock.history.post
    .filter((c) => c.url === `${B}/${path}`)
    .map((c) => JSON.parse(c.data as string) as unknown);

it('lists the groups with their questionnaires and flags one without indicators', async () => {
  serve();
  renderSystemPage(BrandQsPage, '/brandQs', reviewer);
  expect(await screen.findByText('品牌质量评价问卷')).toBeTruthy();
  const table = screen.getByRole('table', { name: '质量' });
  const row = within(table).getByText('品牌质量评价问卷').closest('tr')!;
  expect(within(row).getByText('50')).toBeTruthy();
  expect(within(row).getByText('2')).toBeTruthy();
  const plain = within(table).getByText('品牌调研').closest('tr')!;
  expect(within(plain).getByText('无评分指标')).toBeTruthy();
  expect(screen.getAllByText('0.25').length).toBeGreaterThan(0);
});

it("adds a group with a decimal weight and shows the server's refusal under its field", async () => {
  serve();
  mock
    .onPost(`${B}/saveGroup`)
    .replyOnce(400, refusal('body.name', '分组名称已存在'))
    .onPost(`${B}/saveGroup`)
    .reply(200, answer({ id: G1 }, '分组已保存'));
  renderSystemPage(BrandQsPage, '/brandQs', reviewer);
  await screen.findByText('品牌质量评价问卷');
  fireEvent.click(screen.getByRole('button', { name: /新增分组/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('分组名称'), { target: { value: '创新' } });
  fireEvent.mouseDown(within(dialog).getByLabelText('评价维度'));
  fireEvent.click(await screen.findByText('创新', { selector: '.ant-select-item-option-content' }));
  fireEvent.change(within(dialog).getByLabelText('权重'), { target: { value: '0.2' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('分组名称已存在')).toBeTruthy();
  expect(posted('saveGroup')[0]).toEqual({
    name: '创新',
    dimension: 'innovation',
    weight: '0.2',
    description: '',
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(posted('saveGroup')).toHaveLength(2));
});

it('binds a chosen designer form to a group', async () => {
  serve();
  mock.onPost(`${B}/bindQuestionnaire`).reply(200, answer({ id: Q1 }, '问卷已绑定'));
  renderSystemPage(BrandQsPage, '/brandQs', reviewer);
  await screen.findByText('品牌质量评价问卷');
  fireEvent.click(screen.getByRole('button', { name: '绑定问卷' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByLabelText('设计器表单'));
  fireEvent.click(
    await screen.findByText(/品牌创新评价问卷 · 评分 · v2/, { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() =>
    expect(posted('bindQuestionnaire')).toEqual([{ groupId: G1, formId: F1, weight: '1' }]),
  );
});

it('previews a questionnaire with its indicators, in English too', async () => {
  serve();
  await inLanguage('en-US');
  const { container } = renderSystemPage(BrandQsPage, '/brandQs', reviewer);
  await screen.findByText('品牌质量评价问卷');
  fireEvent.click(screen.getAllByRole('button', { name: 'Preview' })[0]!);
  const indicators = await screen.findByRole('table', { name: 'Indicators' });
  expect(within(indicators).getByText('质量事故情况')).toBeTruthy();
  expect(screen.getByText('Max total 50')).toBeTruthy();
  expect(mock.history.get.find((c) => c.url === `${B}/getQSData`)!.params).toEqual({ qsId: Q1 });
  expect(screen.getByRole('button', { name: /Add group/ })).toBeTruthy();
  expect(
    chineseIn(container, [
      '品牌质量评价问卷',
      '质量管理体系认证情况',
      '质量事故情况',
      '产品质量',
      '品牌调研',
      '已认证',
      '质量',
      // the test page's address bar
      '地址',
    ]),
  ).toEqual([]);
});
