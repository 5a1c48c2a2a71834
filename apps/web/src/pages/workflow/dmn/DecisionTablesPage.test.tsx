import type { DecisionDetail, DecisionSummary } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import auditDuration from '../../../../../server/src/modules/workflow/models/audit-duration.dmn?raw';
import { button, confirmDialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import DecisionTablesPage from './index';

const WF = '/api/api-workflow';
const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});

const summary: DecisionSummary = {
  id: 'c4a1d3b2-0000-4000-8000-000000000001',
  key: 'audit-duration',
  name: '审核人日',
  version: 1,
  deployedAt: '2026-11-20T08:00:00.000Z',
  deployedBy: 'admin',
};
const detail: DecisionDetail = { ...summary, xml: auditDuration };

function serveDecisions() {
  mock.onGet(`${WF}/decision/list`).reply(200, answer([summary]));
  mock.onGet(`${WF}/decision/detail`).reply(200, answer(detail));
}

/** The test panel (测试决策 in Chinese). */
const panel = (name = '测试决策') => document.querySelector(`[aria-label="${name}"]`) as HTMLElement;
const canvas = () => document.querySelector('.dmn-page-canvas') as HTMLElement;

async function openAuditDuration() {
  renderSystemPage(DecisionTablesPage, '/dmn');
  // The page opens on a new document.
  expect(await within(panel()).findByText('输入 1')).toBeTruthy();
  fireEvent.click(await screen.findByText('审核人日', { selector: 'button *' }));
  await within(panel()).findByText('有效人数');
}

/** The confirmation shown last, once it is there. */
const confirmation = () =>
  waitFor(() => {
    const shown = document.querySelector('.ant-modal-confirm') ? confirmDialog() : undefined;
    expect(shown).toBeTruthy();
    return shown!;
  });

async function chooseRisk(risk: string) {
  fireEvent.mouseDown(within(panel()).getByRole('combobox', { name: '风险等级' }));
  fireEvent.click(await screen.findByTitle(risk));
}

it('tests the open decision with fields from its inputs and marks the matched rule', async () => {
  serveDecisions();
  mock
    .onPost(`${WF}/decision/evaluate`)
    .reply(200, answer({ decisionId: 'audit-duration', result: { auditDays: 8.5 }, matchedRules: [0] }));
  await openAuditDuration();
  expect(mock.history.get.find((call) => call.url === `${WF}/decision/detail`)!.params).toEqual({
    id: summary.id,
  });
  // The editor shows the table of the first decision; the views list the diagram and both decisions.
  await waitFor(() => expect(canvas().querySelector('[data-row-id="risk-high"]')).toBeTruthy());
  // dmn-js's own texts in the page's language.
  expect(within(canvas()).getByText('当')).toBeTruthy();
  expect(within(canvas()).getByText('则')).toBeTruthy();
  const views = screen.getByRole('radiogroup', { name: '视图' });
  expect(within(views).getByText('决策需求图')).toBeTruthy();
  expect(within(views).getByText('基础审核人日')).toBeTruthy();

  fireEvent.change(within(panel()).getByLabelText('有效人数'), { target: { value: '100' } });
  await chooseRisk('high');
  fireEvent.click(button('运行', panel()));

  const result = await within(panel()).findByRole('region', { name: '结果' });
  expect(within(result).getByText('8.5')).toBeTruthy();
  expect(within(result).getByText('规则 1')).toBeTruthy();
  const body = JSON.parse(mock.history.post.at(-1)!.data as string) as Record<string, unknown>;
  expect(body).toMatchObject({ decisionId: 'audit-duration', inputs: { employees: 100, risk: 'high' } });
  expect(body.xml).toContain('id="audit-duration"');
  const style = [...document.querySelectorAll('style')].find((element) =>
    element.textContent?.includes('risk-high'),
  );
  expect(style?.textContent).toContain('.dmn-page-canvas td[data-row-id="risk-high"]');
});

it('shows a refused test in the panel', async () => {
  serveDecisions();
  mock
    .onPost(`${WF}/decision/evaluate`)
    .reply(400, refusal('body.inputs', '决策“基础审核人日”的输入“有效人数”不能为 0，允许的取值：> 0'));
  await openAuditDuration();
  fireEvent.change(within(panel()).getByLabelText('有效人数'), { target: { value: '0' } });
  fireEvent.click(button('运行', panel()));
  expect(await within(panel()).findByText('无法运行该决策：')).toBeTruthy();
  expect(
    within(panel()).getByText('决策“基础审核人日”的输入“有效人数”不能为 0，允许的取值：> 0'),
  ).toBeTruthy();
  const body = JSON.parse(mock.history.post.at(-1)!.data as string) as { inputs: unknown };
  expect(body.inputs).toEqual({ employees: 0, risk: null });
});

it('deploys the document: a refusal lists its problems, a success names the new version', async () => {
  serveDecisions();
  mock.onPost(`${WF}/decision/deploy`).replyOnce(400, {
    code: 400,
    msg: '部署未通过',
    data: {
      errors: [{ field: 'base-audit-days', reason: '规则 1 中输入“有效人数”的条件“]0..5”不是有效的 FEEL' }],
    },
  });
  mock.onPost(`${WF}/decision/deploy`).reply(200, answer({ ...summary, version: 2 }));
  await openAuditDuration();

  fireEvent.click(button('部署'));
  expect(await screen.findByText('部署未通过，请修改以下问题：')).toBeTruthy();
  // The element is named as the document names it.
  expect(screen.getByText('元素 基础审核人日：')).toBeTruthy();
  expect(screen.getByText('规则 1 中输入“有效人数”的条件“]0..5”不是有效的 FEEL')).toBeTruthy();
  expect(JSON.parse(mock.history.post.at(-1)!.data as string)).toEqual({
    xml: expect.stringContaining('base-rule-24'),
  });

  fireEvent.click(button('部署'));
  expect(await screen.findByText('已部署 审核人日（audit-duration）第 2 版')).toBeTruthy();
  expect(screen.queryByText('部署未通过，请修改以下问题：')).toBeNull();
  expect(screen.getByText('审核人日（audit-duration）第 2 版')).toBeTruthy();
});

it('says why a deployment failed when the caller may not deploy', async () => {
  serveDecisions();
  mock
    .onPost(`${WF}/decision/deploy`)
    .reply(403, { code: 403, msg: '只有流程管理员可以部署决策', data: null });
  renderSystemPage(DecisionTablesPage, '/dmn');
  expect(await within(panel()).findByText('输入 1')).toBeTruthy();
  fireEvent.click(button('部署'));
  expect(await screen.findByText('部署失败：')).toBeTruthy();
  expect(screen.queryByText('部署未通过，请修改以下问题：')).toBeNull();
});

it('asks before an edited document is replaced', async () => {
  serveDecisions();
  await openAuditDuration();
  await waitFor(() => expect(canvas().querySelector('.add-rule-add')).toBeTruthy());
  fireEvent.click(canvas().querySelector('.add-rule-add')!);
  expect(await screen.findByText('有未部署的修改')).toBeTruthy();

  fireEvent.click(button('新建'));
  const first = await confirmation();
  expect(first.textContent).toContain('放弃未部署的修改？');
  fireEvent.click(button('取消', first));
  expect(within(panel()).getByText('有效人数')).toBeTruthy();
  expect(screen.getByText('有未部署的修改')).toBeTruthy();

  fireEvent.click(button('新建'));
  fireEvent.click(button('放弃修改', await confirmation()));
  expect(await within(panel()).findByText('输入 1')).toBeTruthy();
  expect(screen.queryByText('有未部署的修改')).toBeNull();
  expect(screen.getByText('新文档')).toBeTruthy();
});

it('is in English when the user chose English, but for the decisions’ own names', async () => {
  await inLanguage('en-US');
  serveDecisions();
  const { container } = renderSystemPage(DecisionTablesPage, '/dmn');
  expect(await screen.findByText('Deployed decisions')).toBeTruthy();
  expect(await screen.findByText('Version 1', { exact: false })).toBeTruthy();
  expect(screen.getByText('Test decision')).toBeTruthy();
  expect(await within(panel('Test decision')).findByText('Input 1')).toBeTruthy();
  expect(button('Deploy')).toBeTruthy();
  expect(within(canvas()).getByText('When')).toBeTruthy();
  // 地址 is the test's address bar.
  expect(chineseIn(container, ['审核人日', '地址'])).toEqual([]);
});
