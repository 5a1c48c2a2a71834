import type { CertAuditDetail, CertTeamCandidate } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { button } from '../../../test/dialogs';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import AuditPlanPage from './index';

const mock = mockApi();
const C = '/api/api-cert';

const detail: CertAuditDetail = {
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
  status: 1,
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
  criteria: 'GB/T 19001-2016',
  changeRequest: null,
  confirmedAt: null,
  plan: [{ date: '2026-12-20', time: '09:00', subject: '首次会议', clauses: '4', auditors: '赵强' }],
  fieldCodes: ['QMS'],
  standard: 'GB/T 19001-2016 / ISO 9001:2015',
};

const candidate = (fields: Partial<CertTeamCandidate>): CertTeamCandidate => ({
  auditorId: 'r-1',
  name: '赵强',
  qualification: '高级审核员',
  mobile: '13900000101',
  schemes: ['QMS'],
  fieldCodes: ['QMS'],
  matchedFields: ['QMS'],
  hasSignIn: true,
  conflicts: [],
  ...fields,
});

it('lists the plans, opens one, and saves its team with the candidates’ conflicts shown', async () => {
  mock.onPost(`${C}/audit/queryPageList`).reply(200, answer({ items: [detail], total: 1 }));
  mock.onGet(`${C}/audit/detail`).reply(200, answer(detail));
  mock.onGet(`${C}/audit/teamCandidates`).reply(
    200,
    answer([
      candidate({}),
      candidate({ auditorId: 'r-2', name: '钱七', hasSignIn: false }),
      candidate({
        auditorId: 'r-3',
        name: '孙八',
        conflicts: ['所在单位为受审核组织（苏州精工机械有限公司）'],
      }),
    ]),
  );
  mock
    .onPost(`${C}/audit/savePlan`)
    .reply(200, answer({ audit: detail, warnings: ['审核结束日期晚于方案要求的 2026-12-28'] }));
  renderSystemPage(AuditPlanPage, '/auditplan', staffUser);
  const row = (await screen.findByText('苏州精工机械有限公司')).closest('tr')!;
  fireEvent.click(within(row).getByText('编辑计划'));
  expect(await screen.findByText('所在单位为受审核组织（苏州精工机械有限公司）')).toBeTruthy();
  const conflicted = screen.getByLabelText('孙八的组内职务').closest('.ant-select')!;
  expect(conflicted.className).toContain('ant-select-disabled');
  fireEvent.click(button('保存'));
  await waitFor(() => expect(mock.history.post.some((c) => c.url === `${C}/audit/savePlan`)).toBe(true));
  const body = JSON.parse(
    mock.history.post.find((c) => c.url === `${C}/audit/savePlan`)!.data as string,
  ) as object;
  expect(body).toEqual({
    auditId: 'au-1',
    beginDate: '2026-12-20',
    endDate: '2026-12-21',
    auditDays: '3',
    criteria: 'GB/T 19001-2016',
    team: [{ auditorId: 'r-1', post: 'leader' }],
    plan: [{ date: '2026-12-20', time: '09:00', subject: '首次会议', clauses: '4', auditors: '赵强' }],
  });
  expect(await screen.findByText('审核结束日期晚于方案要求的 2026-12-28')).toBeTruthy();
});
