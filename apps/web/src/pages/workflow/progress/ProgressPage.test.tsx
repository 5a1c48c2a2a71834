import type { Progress } from '@platform/contract';
import { WORKFLOW_PREFIX } from '@platform/contract/workflow-model';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import type { DiagramMarks } from './marks';
import ProgressPage from './index';

// bpmn-js draws with SVG measurements jsdom does not have: the diagram is checked in the browser; here
// it shows what it was given.
vi.mock('./ProgressDiagram', () => ({
  default: ({ xml, marks }: { xml: string; marks: DiagramMarks }) => (
    <output aria-label="diagram">{`${xml.length} ${JSON.stringify(marks)}`}</output>
  ),
}));

const mock = mockApi();

/** The element whose whole text this is (user data sits in marked spans inside it). */
const textOf = (text: string) =>
  screen.getByText(
    (_, element) =>
      element?.textContent === text && [...element.children].every((child) => child.textContent !== text),
  );

afterEach(async () => {
  await inLanguage('zh-CN');
});

const ID = '33333333-3333-4333-8333-333333333333';

const progress: Progress = {
  instance: {
    id: ID,
    definitionId: 'd-1',
    definitionKey: 'certAcceptance',
    definitionName: '认证受理',
    version: 3,
    businessKey: 'CERT-2026-001',
    title: '华光电子认证申请',
    status: 'running',
    startedBy: '企业员工乙',
    startedAt: '2026-11-01T08:00:00.000Z',
    endedAt: null,
    openTasks: 1,
    incidents: 0,
  },
  xml: '<definitions/>',
  finished: ['start', 'submit'],
  active: ['review'],
  failed: [],
  flows: ['f1', 'f2'],
  timeline: [
    {
      id: 'h-1',
      at: '2026-11-01T08:00:00.000Z',
      kind: 'started',
      elementId: null,
      elementName: null,
      actorName: '企业员工乙',
      comment: null,
    },
    {
      id: 'h-2',
      at: '2026-11-02T09:30:00.000Z',
      kind: 'taskReturned',
      elementId: 'review',
      elementName: '受理审查',
      actorName: '审核员甲',
      comment: '缺营业执照',
    },
  ],
};

it('shows the instance, its marked diagram and who did what with their comments', async () => {
  mock.onGet(`${WORKFLOW_PREFIX}/workflow/getProgress`).reply(200, answer(progress));
  renderSystemPage(ProgressPage, `/workflow/progress?wfInstanceId=${ID}`);
  expect(await screen.findByText('华光电子认证申请')).toBeTruthy();
  expect(mock.history.get[0]!.params).toEqual({ wfInstanceId: ID });
  expect(textOf('认证受理（版本 3）')).toBeTruthy();
  expect(screen.getByText('进行中')).toBeTruthy();
  expect(screen.getByText('CERT-2026-001')).toBeTruthy();
  expect((await screen.findByLabelText('diagram')).textContent).toBe(
    '14 {"finished":["start","submit"],"active":["review"],"failed":[],"flows":["f1","f2"]}',
  );
  expect(screen.getByText('发起流程')).toBeTruthy();
  expect(screen.getByText('退回')).toBeTruthy();
  expect(textOf('意见：缺营业执照')).toBeTruthy();
  expect(screen.getByText('缺营业执照').hasAttribute('data-user-data')).toBe(true);
});

it('says so when the address names no instance', () => {
  renderSystemPage(ProgressPage, '/workflow/progress');
  expect(screen.getByText('缺少流程实例编号（wfInstanceId）')).toBeTruthy();
  expect(mock.history.get).toHaveLength(0);
});

it('shows the progress in English, with no Chinese but the user data', async () => {
  await inLanguage('en-US');
  mock
    .onGet(`${WORKFLOW_PREFIX}/workflow/getProgress`)
    .reply(200, answer({ ...progress, instance: { ...progress.instance, status: 'completed' } }));
  const { container } = renderSystemPage(ProgressPage, `/workflow/progress?wfInstanceId=${ID}`);
  expect(await screen.findByText('华光电子认证申请')).toBeTruthy();
  expect(textOf('认证受理 (version 3)')).toBeTruthy();
  expect(screen.getByText('Completed')).toBeTruthy();
  expect(textOf('Comment: 缺营业执照')).toBeTruthy();
  const userData = [
    '华光电子认证申请',
    '认证受理',
    '企业员工乙',
    '审核员甲',
    '受理审查',
    '缺营业执照',
    '地址',
  ];
  expect(chineseIn(container, userData)).toEqual([]);
});
