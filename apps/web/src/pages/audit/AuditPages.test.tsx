import type { AuditNotifyBook } from '@platform/contract';
import { screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/request';
import { certField } from '../../test/fixtures';
import { chineseIn, inLanguage } from '../../test/i18n';
import { answer, renderSystemPage } from '../../test/renderSystemPage';
import { AuditLetterPage } from './AuditLetterPage';
import { AuditReportPage } from './AuditReportPage';

const mock = new MockAdapter(http);
const AUDIT = '/api/api-cert/gltxScheme';

const book: AuditNotifyBook = {
  processId: 'P-1',
  phase: 2,
  orgName: '苏州恒信精密制造有限公司',
  certName: '华东质量认证中心',
  auditDateBegin: '2026-12-15',
  auditDatEnd: '2026-12-17',
  auditDate: '2026-12-15 至 2026-12-17',
  field: 'QMS',
  auditType: '2',
  userGroupList: [
    {
      realname: '李华',
      gender: 1,
      fieldMajorCodes: '17.12.05',
      auditPost: '审核组长',
      mobile: '13800000002',
    },
    { realname: '王芳', gender: 2, fieldMajorCodes: '19.05.01', auditPost: '审核员', mobile: '13800000003' },
  ],
  contactUser: '周敏',
  contactTel: '0512-66881234',
  contactEmail: 'audit@east-cert.example.cn',
};

const certFields = [certField('d1', 'QMS', '质量管理体系', 1), certField('d2', 'EMS', '环境管理体系', 2)];

function serve() {
  const asked: unknown[] = [];
  mock.onGet(`${AUDIT}/queryAuditNotifyBook`).reply((config) => {
    asked.push(config.params);
    return [200, answer(book)];
  });
  mock.onGet('/api/api-system/data/resource/getDictDatas').reply(200, answer(certFields));
  return asked;
}

const checked = (name: string) => screen.getByRole('checkbox', { name }).getAttribute('aria-checked');

afterEach(async () => {
  mock.reset();
  vi.restoreAllMocks();
  await inLanguage('zh-CN');
});

describe('audit notification letter page', () => {
  it('shows the second-stage letter of taskId with its fields, audit type, team and contacts', async () => {
    const asked = serve();
    renderSystemPage(AuditLetterPage, '/auditNotice?taskId=P-1&phase=2');

    expect(await screen.findByRole('heading', { name: '第二阶段审核通知书' })).toBeTruthy();
    expect(asked).toEqual([{ id: 'P-1', phase: 2 }]);
    expect(await screen.findByRole('checkbox', { name: '质量管理体系' })).toBeTruthy();
    expect(checked('质量管理体系')).toBe('true');
    expect(checked('环境管理体系')).toBe('false');
    expect(checked('第二阶段现场审核')).toBe('true');
    expect(checked('第一阶段现场审核')).toBe('false');
    const rows = [
      ...document.querySelectorAll('.audit-doc__table:not(.audit-doc__table--form) tbody tr'),
    ].map((row) => row.textContent);
    expect(rows).toEqual(['1李华男17.12.05审核组长13800000002', '2王芳女19.05.01审核员13800000003']);
    expect(screen.getByText(/2个工作日内/)).toBeTruthy();
    expect(screen.getByText('周敏', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: /打印/ })).toBeTruthy();
  });

  it('prints the letter in English with the data as the server sent it', async () => {
    await inLanguage('en-US');
    serve();
    const { container } = renderSystemPage(AuditLetterPage, '/auditNotice?taskId=P-1&phase=2');

    expect(await screen.findByRole('heading', { name: 'Stage 2 audit notification' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: '质量管理体系' })).toBeTruthy();
    expect(checked('Stage 2 on-site audit')).toBe('true');
    expect(screen.getByRole('columnheader', { name: 'Role in the team' })).toBeTruthy();
    const rows = [
      ...document.querySelectorAll('.audit-doc__table:not(.audit-doc__table--form) tbody tr'),
    ].map((row) => row.textContent);
    expect(rows[0]).toBe('1李华Male17.12.05审核组长13800000002');
    expect(screen.getByText(/Within 2 working days of receiving/)).toBeTruthy();
    expect(screen.getByText('Contact: 周敏')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Print/ })).toBeTruthy();
    const userData = [
      book.orgName,
      book.certName,
      book.auditDate,
      book.contactUser,
      ...book.userGroupList.flatMap((member) => [member.realname, member.auditPost]),
      ...certFields.map((field) => field.name),
      '地址',
    ];
    expect(chineseIn(container, userData)).toEqual([]);
  });

  it('reads the stage and process from a JSON parameter; phase 1 is the first stage', async () => {
    const asked = serve();
    const json = encodeURIComponent(JSON.stringify({ phase: 1, processId: 'P-1' }));
    renderSystemPage(AuditLetterPage, `/auditNotice?param=${json}`);

    expect(await screen.findByRole('heading', { name: '第一阶段审核通知书' })).toBeTruthy();
    expect(asked).toEqual([{ id: 'P-1', phase: 1 }]);
  });

  it('says so when the address names no audit', async () => {
    renderSystemPage(AuditLetterPage, '/auditNotice?phase=1');

    expect(await screen.findByText('地址缺少审核编号（taskId 或 processId）')).toBeTruthy();
  });

  it('clears the loading state and says the letter could not be had when the call fails', async () => {
    mock.onGet(`${AUDIT}/queryAuditNotifyBook`).reply(404, { code: 404, msg: '审核方案不存在', data: null });
    mock.onGet('/api/api-system/data/resource/getDictDatas').reply(200, answer([]));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSystemPage(AuditLetterPage, '/auditNotice?taskId=P-404&phase=1');

    expect(await screen.findByText('审核资料暂时无法获取，请稍后再试')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
  });
});

describe('audit report page', () => {
  it('shows the report of auditReport?id=&phase=', async () => {
    mock.onGet(`${AUDIT}/queryAuditReport`).reply(
      200,
      answer({
        processId: 'P-1',
        phase: 1,
        reportUrl: null,
        orgName: book.orgName,
        certName: book.certName,
        auditDateBegin: '2026-12-01',
        auditDatEnd: '2026-12-02',
        field: 'QMS',
        auditType: '1',
        teamLeader: '李华',
        conclusion: '具备实施第二阶段审核的条件',
        nonconformities: 0,
        summary: '文件基本符合标准要求。',
        issuedDate: '2026-12-03',
      }),
    );
    mock.onGet('/api/api-system/data/resource/getDictDatas').reply(200, answer(certFields));
    renderSystemPage(AuditReportPage, '/auditReport?id=P-1&phase=1');

    expect(await screen.findByRole('heading', { name: '第一阶段审核报告' })).toBeTruthy();
    expect(screen.getByText('具备实施第二阶段审核的条件')).toBeTruthy();
    expect(screen.getByText('0 项')).toBeTruthy();
  });
});
