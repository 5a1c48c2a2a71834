import type { CertPublicCertificate } from '@platform/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, expect, it } from 'vitest';
import { http } from '../../api/request';
import { chineseIn, inLanguage } from '../../test/i18n';
import { answer, renderApp, resetApp } from '../../test/renderApp';

const mock = new MockAdapter(http);
const URL = '/api/api-cert/public/certificate';

afterEach(async () => {
  mock.reset();
  resetApp();
  await inLanguage('zh-CN');
});

const certificate: CertPublicCertificate = {
  no: 'EAST-CERT-26Q00001',
  holder: '苏州精工机械有限公司',
  scheme: 'QMS',
  standard: 'GB/T 19001-2016 / ISO 9001:2015',
  scope: '精密机械零部件的设计和生产',
  sites: [{ name: '总部', address: '苏州市工业园区星湖街 1 号' }],
  issuedOn: '2026-11-28',
  expiresOn: '2029-11-27',
  status: 2,
  statusReason: '未按期接受监督审核',
  body: '华东质量认证中心',
};

it('shows the status of the certificate the QR code names, without signing in', async () => {
  mock.onGet(URL).reply(200, answer(certificate));
  renderApp('/cert-verify?no=EAST-CERT-26Q00001&code=abc123');
  expect(await screen.findByText('认证证书查询')).toBeTruthy();
  expect(await screen.findByText('苏州精工机械有限公司')).toBeTruthy();
  expect(screen.getByText('暂停')).toBeTruthy();
  expect(screen.getByText('未按期接受监督审核')).toBeTruthy();
  expect(mock.history.get[0]?.params).toEqual({ no: 'EAST-CERT-26Q00001', code: 'abc123' });
  expect(mock.history.get[0]?.headers?.authorization).toBeUndefined();
  expect(window.location.pathname).toBe('/cert-verify');
});

it('says so when nothing matches, and queries again from the form', async () => {
  mock.onGet(URL).replyOnce(404, { code: 404, msg: '未找到与编号和校验码相符的证书', data: null });
  mock.onGet(URL).reply(200, answer({ ...certificate, status: 1, statusReason: null }));
  renderApp('/cert-verify?no=EAST-CERT-26Q00001&code=wrong');
  expect(await screen.findByText('未找到与编号和校验码相符的证书，请核对后重试。')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('校验码'), { target: { value: 'abc123' } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('有效')).toBeTruthy();
  await waitFor(() => expect(window.location.search).toBe('?no=EAST-CERT-26Q00001&code=abc123'));
});

it('reads in English', async () => {
  await inLanguage('en-US');
  mock.onGet(URL).reply(200, answer({ ...certificate, status: 1, statusReason: null }));
  const { container } = renderApp('/cert-verify?no=EAST-CERT-26Q00001&code=abc123');
  expect(await screen.findByText('Certificate verification')).toBeTruthy();
  await screen.findByText('Certified organisation');
  expect(screen.getByText('Valid')).toBeTruthy();
  expect(
    chineseIn(container, [
      certificate.holder,
      certificate.scope,
      certificate.body,
      '总部',
      '苏州市工业园区星湖街 1 号',
      certificate.standard,
    ]),
  ).toEqual([]);
});
