import { fireEvent, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import MockAdapter from 'axios-mock-adapter';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../api/request';
import { useAntdLocale } from '../../../i18n/antdLocale';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import IndicatorListPage from './index';

const mock = new MockAdapter(http);
const F = '/api/api-spacestation/sp/form';

afterEach(async () => {
  mock.reset();
  await inLanguage('zh-CN');
});

describe('form list', () => {
  it('previews a form whose stored template this version cannot read as a message in the dialog, not a broken page', async () => {
    const form = {
      id: 'f1',
      kind: 1,
      formName: '旧版表单',
      desc: null,
      formGroupId: null,
      no: null,
      total: null,
      version: 1,
      fieldCount: 0,
      updatedAt: '2026-01-01T00:00:00.000Z',
      updatedBy: '张三',
    };
    mock.onPost(`${F}/getIDBPageList`).reply(200, answer({ items: [form], total: 1 }));
    mock.onGet(`${F}/getIDBGroups`).reply(200, answer([]));
    mock
      .onGet(`${F}/getIDB`)
      .reply(200, answer({ ...form, desc: null, json: '{"schemaVersion":99,"list":[]}', formGroupId: null }));
    renderSystemPage(IndicatorListPage, '/work/Indicator');
    const row = (await screen.findByText('旧版表单')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '预览' }));
    const reason = await screen.findByText('模板无法显示：模板版本 99 高于当前支持的版本 1');
    expect(reason.closest('.ant-modal')?.textContent).toContain('预览：旧版表单');
    expect(screen.getByText('旧版表单')).toBeTruthy();
  });
});

/**
 * antd's own texts (a dialog's close button, the pager) in the test's language, as the app's providers
 * give them: TestProviders keeps antd in Chinese.
 */
function AntdInLanguage({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={useAntdLocale((state) => state.locale)}>{children}</ConfigProvider>;
}

describe('form list in English', () => {
  it('lists the forms and previews one in English, the form data as stored', async () => {
    await inLanguage('en-US');
    const form = {
      id: 'f1',
      kind: 1,
      formName: '旧版表单',
      desc: null,
      formGroupId: null,
      no: null,
      total: null,
      version: 1,
      fieldCount: 0,
      updatedAt: '2026-01-01T00:00:00.000Z',
      updatedBy: '张三',
    };
    mock.onPost(`${F}/getIDBPageList`).reply(200, answer({ items: [form], total: 1 }));
    mock.onGet(`${F}/getIDBGroups`).reply(200, answer([]));
    mock
      .onGet(`${F}/getIDB`)
      .reply(200, answer({ ...form, desc: null, json: '{"schemaVersion":99,"list":[]}', formGroupId: null }));
    const { container } = renderSystemPage(
      () => (
        <AntdInLanguage>
          <IndicatorListPage />
        </AntdInLanguage>
      ),
      '/work/Indicator',
    );
    const row = (await screen.findByText('旧版表单')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Form name' })).toBeTruthy();
    expect(screen.getByText('Indicator forms')).toBeTruthy();
    // 地址 is the test's own address bar.
    expect(chineseIn(container, ['旧版表单', '地址'])).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Preview' }));
    const reason = await screen.findByText(
      'The template cannot be shown: Template version 99 is newer than the supported version 1',
    );
    expect(reason.closest('.ant-modal')?.textContent).toContain('Preview: 旧版表单');
  });
});
