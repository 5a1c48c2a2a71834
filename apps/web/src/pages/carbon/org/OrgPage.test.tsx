import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button, confirmDialog, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import { C, ORG, orgTree, SITE_B } from '../components/fixtures/carbon';
import OrgPage from './index';

const mock = mockApi();
const SAVE = `${C}/org/save`;

afterEach(async () => {
  await inLanguage('zh-CN');
});

function serve() {
  mock.onGet(`${C}/org/tree`).reply(200, answer(orgTree()));
  mock.onPost(SAVE).reply(200, answer(orgTree()[0]));
  mock.onPost(`${C}/org/delete`).reply(200, answer(null));
}

const posted = (url: string) =>
  JSON.parse(mock.history.post.find((c) => c.url === url)!.data as string) as object;

it('shows the organisation tree with kinds, codes and regions', async () => {
  serve();
  renderSystemPage(OrgPage, '/carbon/org', staffUser);
  const company = (await screen.findByText('绿源集团')).closest('tr')!;
  expect(within(company).getByText('公司')).toBeTruthy();
  expect(within(company).getByText('GY')).toBeTruthy();
  expect(await within(company).findByText('浙江省-杭州市')).toBeTruthy();
  const site = screen.getByText('二号厂区').closest('tr')!;
  expect(within(site).getByText('厂区')).toBeTruthy();
});

it('adds a site under the company', async () => {
  serve();
  renderSystemPage(OrgPage, '/carbon/org', staffUser);
  const company = (await screen.findByText('绿源集团')).closest('tr')!;
  fireEvent.click(within(company).getByRole('button', { name: '新增下级' }));
  const form = await dialog('新增“绿源集团”的下级组织');
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('请输入组织名称')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('组织名称'), { target: { value: ' 三号厂区 ' } });
  fireEvent.change(within(form).getByLabelText('地址'), { target: { value: '杭州市西湖区' } });
  fireEvent.click(button('确定', form));
  await waitFor(() =>
    expect(posted(SAVE)).toEqual({
      parentId: ORG,
      name: '三号厂区',
      kind: 'site',
      code: null,
      region: null,
      address: '杭州市西湖区',
      sort: 0,
    }),
  );
  expect(await screen.findByText('保存成功')).toBeTruthy();
});

it('deletes an organisation after asking', async () => {
  serve();
  renderSystemPage(OrgPage, '/carbon/org', staffUser);
  const site = (await screen.findByText('二号厂区')).closest('tr')!;
  fireEvent.click(within(site).getByRole('button', { name: '删除' }));
  const confirm = await confirmDialog();
  expect(within(confirm).getByText('是否确认删除组织“二号厂区”？')).toBeTruthy();
  fireEvent.click(button('确定', confirm));
  await waitFor(() => expect(posted(`${C}/org/delete`)).toEqual({ id: SITE_B }));
});

it('speaks English', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(OrgPage, '/carbon/org', staffUser);
  await screen.findByText('绿源集团');
  expect(button('Add organisation')).toBeTruthy();
  expect(screen.getByText('Company')).toBeTruthy();
  await screen.findByText('浙江省-杭州市');
  const userData = ['绿源集团', '一号厂区', '二号厂区', '浙江省-杭州市', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);
});
