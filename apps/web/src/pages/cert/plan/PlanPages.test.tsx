import type { CertAuditSummary, CertProgramme } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import { ClientAudits } from './ClientAudits';
import PlanPage from './index';

const mock = mockApi();
const C = '/api/api-cert';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const programme: CertProgramme = {
  applicationId: 'a-1',
  applicationNo: 'CA-2026-00001',
  entName: '苏州精工机械有限公司',
  scheme: 'QMS',
  applicationStatus: 4,
  auditDays: '10.0',
  audits: 2,
  nextKind: 1,
  nextDueDate: '2026-12-28',
  nextStatus: 0,
};

const audit = (fields: Partial<CertAuditSummary> = {}): CertAuditSummary => ({
  id: 'au-1',
  applicationId: 'a-1',
  applicationNo: 'CA-2026-00001',
  entName: '苏州精工机械有限公司',
  scheme: 'QMS',
  certificateId: null,
  kind: 1,
  seq: 1,
  dueDate: '2026-12-28',
  beginDate: '2026-12-20',
  endDate: '2026-12-21',
  auditDays: '3.0',
  status: 2,
  processId: 'au-1',
  phase: 1,
  started: true,
  leaderName: '赵强',
  team: [
    {
      auditorId: 'r-1',
      name: '赵强',
      post: 'leader',
      mobile: '13900000101',
      qualification: '高级审核员',
      tenantUserId: 'tu-1',
    },
  ],
  ...fields,
});

it('lists the programmes, and /plan#underway opens the audits under way', async () => {
  mock.onPost(`${C}/programme/queryPageList`).reply(200, answer({ items: [programme], total: 1 }));
  mock.onPost(`${C}/audit/queryPageList`).reply(200, answer({ items: [audit()], total: 1 }));
  const first = renderSystemPage(PlanPage, '/plan', staffUser);
  const row = (await screen.findByText('苏州精工机械有限公司')).closest('tr')!;
  expect(within(row).getByText('初审第一阶段')).toBeTruthy();
  expect(within(row).getByText('2026-12-28')).toBeTruthy();
  first.unmount();

  renderSystemPage(PlanPage, '/plan#underway', staffUser);
  const underway = (await screen.findByText('2026-12-20 ~ 2026-12-21')).closest('tr')!;
  expect(within(underway).getByText('待企业确认')).toBeTruthy();
  expect(within(underway).getByText('赵强')).toBeTruthy();
  const call = mock.history.post.find((c) => c.url === `${C}/audit/queryPageList`)!;
  expect(JSON.parse(call.data as string)).toEqual({ underway: true });
});

const Panel = () => <ClientAudits applicationId="a-1" />;

it('lets the enterprise open the letter and plan, confirm, or ask for changes with a reason', async () => {
  mock.onPost(`${C}/audit/queryPageList`).reply(200, answer({ items: [audit()], total: 1 }));
  mock.onPost(`${C}/audit/requestChange`).reply(200, answer(audit({ status: 3 })));
  renderSystemPage(Panel, '/applyList', staffUser);
  const letter = await screen.findByRole('link', { name: '审核通知书' });
  expect(letter.getAttribute('href')).toBe('/auditNotice?taskId=au-1&phase=1');
  expect(screen.getByRole('link', { name: '审核计划' }).getAttribute('href')).toBe(
    '/shjh?processId=au-1&phase=1',
  );
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ applicationId: 'a-1' });

  fireEvent.click(screen.getByRole('button', { name: '要求调整' }));
  const change = await dialog('要求调整审核计划');
  fireEvent.change(within(change).getByLabelText('调整原因'), { target: { value: '第二天停产检修' } });
  fireEvent.click(button('确定', change));
  await waitFor(() =>
    expect(mock.history.post.find((c) => c.url === `${C}/audit/requestChange`)?.data).toBe(
      JSON.stringify({ auditId: 'au-1', reason: '第二天停产检修' }),
    ),
  );
});

it('speaks English', async () => {
  await inLanguage('en-US');
  mock.onPost(`${C}/audit/queryPageList`).reply(200, answer({ items: [audit()], total: 1 }));
  const { container } = renderSystemPage(Panel, '/applyList', staffUser);
  await screen.findByRole('button', { name: 'Confirm plan' });
  expect(chineseIn(container, ['赵强', '地址'])).toEqual([]);
});
