import type { IndicatorSummary } from '@platform/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/request';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import FormDemoPage from './index';

const mock = new MockAdapter(http);
const F = '/api/api-spacestation/sp/form';

const summary = (id: string, formName: string, kind = 1): IndicatorSummary => ({
  id,
  kind,
  formName,
  desc: null,
  formGroupId: null,
  no: kind === 3 ? 'PF20260101ABCDEF' : null,
  total: kind === 3 ? 10 : null,
  version: 1,
  fieldCount: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: '张三',
});

/** The tenant's saved forms: `forms` by kind, their JSON by id. */
function serve(forms: IndicatorSummary[], json: Record<string, string>) {
  mock.onPost(`${F}/getIDBPageList`).reply((config) => {
    const { kind } = JSON.parse(config.data as string) as { kind: number };
    const items = forms.filter((f) => f.kind === kind);
    return [200, answer({ items, total: items.length })];
  });
  mock.onGet(`${F}/getIDB`).reply((config) => {
    const id = (config.params as { idbId: string }).idbId;
    const form = forms.find((f) => f.id === id)!;
    return [
      200,
      answer({ id, formName: form.formName, desc: null, json: json[id], formGroupId: null, version: 1 }),
    ];
  });
}

const open = async (title: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '模板' }));
  fireEvent.click(await screen.findByTitle(title));
};

afterEach(async () => {
  mock.reset();
  await inLanguage('zh-CN');
});

describe('form demo page', () => {
  it('renders a built-in legacy template, refuses invalid data and shows the data once valid', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve([], {});
    renderSystemPage(FormDemoPage, '/formDemo');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '模板' }));
    expect(await screen.findByTitle('暂无已保存的模板')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('校验示例（validator1）'));
    await screen.findByLabelText('有效证件');

    fireEvent.click(screen.getByRole('button', { name: '获取数据' }));
    expect(await screen.findByText('验证失败')).toBeTruthy();
    expect(screen.getByText('有效证件不能为空')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.click(screen.getByLabelText('身份证'));
    fireEvent.click(screen.getByRole('button', { name: '获取数据' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByLabelText('表单数据').textContent!)).toEqual({
        name: '张三',
        address: '',
        sex: '1',
        card: '1',
        // Hidden while the card is not '其他', and kept: the template leaves outputHidden at its default.
        card_info: '',
      }),
    );
  });

  it("offers the tenant's saved indicator and scoring forms beside the samples, and renders the one chosen", async () => {
    const template = JSON.stringify({
      list: [{ type: 'input', label: '统一社会信用代码', model: 'uscc', key: 'input_uscc' }],
      config: {},
    });
    serve([summary('f1', '企业基本信息'), summary('f2', '专家评分', 3)], { f1: template });
    renderSystemPage(FormDemoPage, '/formDemo');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '模板' }));
    expect(await screen.findByTitle('已保存的模板')).toBeTruthy();
    expect(await screen.findByTitle('专家评分（评分表）')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('企业基本信息'));

    fireEvent.change(await screen.findByLabelText('统一社会信用代码'), {
      target: { value: '91320500MA1XXXXX0X' },
    });
    fireEvent.click(screen.getByRole('button', { name: '获取数据' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByLabelText('表单数据').textContent!)).toEqual({
        uscc: '91320500MA1XXXXX0X',
      }),
    );
  });

  it('says why a saved template cannot be shown', async () => {
    serve([summary('f9', '新版本表单')], { f9: '{"schemaVersion":99,"list":[]}' });
    renderSystemPage(FormDemoPage, '/formDemo');
    await open('新版本表单');
    expect(await screen.findByText('模板无法显示：模板版本 99 高于当前支持的版本 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取数据' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('form demo page in English', () => {
  it("shows the page, the renderer's own texts and why a template cannot be shown in English", async () => {
    await inLanguage('en-US');
    serve([summary('f9', '新版本表单')], { f9: '{"schemaVersion":99,"list":[]}' });
    const { container } = renderSystemPage(FormDemoPage, '/formDemo');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByTitle('Dynamic table (tablebatch)'));
    // The dynamic table's row button is the renderer's; its label is the template's.
    expect(await screen.findByRole('button', { name: /Add/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get data' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByTitle('新版本表单'));
    expect(
      await screen.findByText(
        'The template cannot be shown: Template version 99 is newer than the supported version 1',
      ),
    ).toBeTruthy();
    // 地址 is the test's own address bar.
    expect(chineseIn(container, ['新版本表单', '地址'])).toEqual([]);
  });
});
