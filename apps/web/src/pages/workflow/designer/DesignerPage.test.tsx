import type { DefinitionSummary } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { button } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import type { DesignTarget } from './ProcessModeler';
import ProcessDesignPage from './index';

// bpmn-js needs a real browser's SVG; here the modeler only says what it was opened on.
vi.mock('./ProcessModeler', () => ({
  default: ({ target, onBack }: { target: DesignTarget; onBack: () => void }) => (
    <div>
      <output aria-label="modeler">
        {`${target.definition?.id ?? 'new'}:${target.readOnly ? 'read-only' : 'edit'}`}
      </output>
      <button onClick={onBack}>back</button>
    </div>
  ),
}));

const mock = mockApi();
const W = '/api/api-workflow';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const definition = (
  id: string,
  version: number,
  more: Partial<DefinitionSummary> = {},
): DefinitionSummary => ({
  id,
  key: 'cert_accept',
  name: '认证受理',
  version,
  tenantId: 't-1',
  deployedAt: '2026-02-01T00:00:00.000Z',
  deployedBy: 'admin',
  running: 4,
  finished: 9,
  incidents: 2,
  ...more,
});

const listed = () =>
  mock.onGet(`${W}/definition/list`).reply(200, answer({ items: [definition('d-3', 3)], total: 1 }));

it('lists the latest version of each process with its counts, filtered by keyword', async () => {
  listed();
  renderSystemPage(ProcessDesignPage, '/process-design');
  const row = (await screen.findByText('认证受理')).closest('tr')!;
  expect(within(row).getByText('cert_accept')).toBeTruthy();
  expect(within(row).getByText('V3')).toBeTruthy();
  expect(within(row).getByText('2').closest('.ant-tag')).toBeTruthy();
  expect(mock.history.get[0]!.params).toEqual({ pageIndex: 1, pageSize: 20 });

  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 认证 ' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(mock.history.get).toHaveLength(2));
  expect(mock.history.get[1]!.params).toEqual({ pageIndex: 1, pageSize: 20, keyword: '认证' });
});

it('opens the modeler on a new process, on the latest version, and back to the list', async () => {
  listed();
  renderSystemPage(ProcessDesignPage, '/process-design');
  const row = (await screen.findByText('认证受理')).closest('tr')!;

  fireEvent.click(button('新建流程'));
  expect((await screen.findByLabelText('modeler')).textContent).toBe('new:edit');
  fireEvent.click(screen.getByText('back'));
  await waitFor(() => expect(screen.queryByLabelText('modeler')).toBeNull());

  fireEvent.click(button('编辑', row));
  expect((await screen.findByLabelText('modeler')).textContent).toBe('d-3:edit');
});

it('lists the versions of a process and opens one read-only or as the base of a new one', async () => {
  listed();
  mock
    .onGet(`${W}/definition/versions`)
    .reply(200, answer([definition('d-3', 3), definition('d-1', 1, { running: 0 })]));
  renderSystemPage(ProcessDesignPage, '/process-design');
  fireEvent.click(button('版本', (await screen.findByText('认证受理')).closest('tr')!));
  const drawer = (await screen.findByText('流程版本：认证受理')).closest('.ant-drawer') as HTMLElement;
  const first = (await within(drawer).findByText('V1')).closest('tr')!;
  expect(mock.history.get.find((c) => c.url?.endsWith('/versions'))!.params).toEqual({ key: 'cert_accept' });

  fireEvent.click(button('查看', first));
  expect((await screen.findByLabelText('modeler')).textContent).toBe('d-1:read-only');
  fireEvent.click(screen.getByText('back'));
  fireEvent.click(button('版本', (await screen.findByText('认证受理')).closest('tr')!));
  fireEvent.click(button('基于此版本修改', (await screen.findAllByText('V1')).at(-1)!.closest('tr')!));
  expect((await screen.findByLabelText('modeler')).textContent).toBe('d-1:edit');
});

it('copies a platform template into the tenant and reloads the list', async () => {
  listed();
  mock
    .onGet(`${W}/definition/templates`)
    .reply(200, answer([definition('tpl-1', 1, { tenantId: null, name: '品牌评估', key: 'brand' })]));
  mock.onPost(`${W}/definition/copyTemplate`).reply(200, answer(definition('d-9', 1)));
  renderSystemPage(ProcessDesignPage, '/process-design');
  await screen.findByText('认证受理');
  fireEvent.click(button('从模板复制'));
  const row = (await screen.findByText('品牌评估')).closest('tr')!;
  fireEvent.click(button('复制', row));
  expect(await screen.findByText('已将“品牌评估”复制到本租户')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ id: 'tpl-1' });
  await waitFor(() => expect(mock.history.get.filter((c) => c.url?.endsWith('/list'))).toHaveLength(2));
});

it('shows the process list in English, with no Chinese but the user data', async () => {
  await inLanguage('en-US');
  listed();
  mock.onGet(`${W}/definition/templates`).reply(200, answer([]));
  const { container } = renderSystemPage(ProcessDesignPage, '/process-design');
  expect(await screen.findByText('认证受理')).toBeTruthy();
  expect(screen.getByText('Process key', { selector: 'th' })).toBeTruthy();
  expect(screen.getByText('Incidents', { selector: 'th' })).toBeTruthy();
  expect(button('New process')).toBeTruthy();
  fireEvent.click(button('Copy from template'));
  expect(await screen.findByText('Platform templates')).toBeTruthy();
  expect(await screen.findByText('No platform templates')).toBeTruthy();
  // 地址 is the test's own address bar.
  expect(chineseIn(container, ['认证受理', '地址'])).toEqual([]);
  expect(chineseIn(document.body, ['认证受理', '地址'])).toEqual([]);
});
