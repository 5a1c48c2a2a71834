import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, renderForm, required } from '../test/render';

const batch = (model: string, options: Record<string, unknown> = {}, list?: unknown[]) => ({
  type: 'batch',
  label: '人员表',
  model,
  key: `batch_${model}`,
  options,
  rules: [],
  list: list ?? [
    field('input', '姓名', 'name', {}, required()),
    field('radio', '性别', 'sex', {
      options: [
        { value: '1', label: '男' },
        { value: '2', label: '女' },
      ],
    }),
    field('number', '年份', 'year'),
  ],
});

const table = () => screen.getByRole('table', { name: '人员表' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('dynamic table (batch)', () => {
  it('starts with defrows empty rows, numbered, with the columns as headers', () => {
    renderForm({ list: [batch('people', { defrows: 3 })] });
    expect(bodyRows()).toHaveLength(3);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['序号', '姓名', '性别', '年份', '操作']);
    expect(bodyRows().map((r) => r.firstElementChild!.textContent)).toEqual(['1', '2', '3']);
  });

  it('copies a row, and deletes one after confirmation with a success message', async () => {
    const { form } = renderForm({ list: [batch('people', { defrows: 1 })] });
    fireEvent.change(within(bodyRows()[0]!).getByRole('textbox'), { target: { value: '甲' } });
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '复制' }));
    expect(bodyRows()).toHaveLength(2);
    expect((within(bodyRows()[1]!).getByRole('textbox') as HTMLInputElement).value).toBe('甲');

    fireEvent.click(within(bodyRows()[1]!).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该行数据吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect((form().getValues().people as unknown[]).length).toBe(1);
  });

  it('adds empty rows and shows cell errors after validation', () => {
    const { form } = renderForm({ list: [batch('people', { defrows: 1 })] });
    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    expect(bodyRows()).toHaveLength(2);
    let result: ReturnType<ReturnType<typeof form>['validate']> | undefined;
    act(() => {
      result = form().validate();
    });
    expect(result!.errors.map((e) => e.path)).toEqual(['people[0].name', 'people[1].name']);
    expect(within(table()).getAllByText('必填项')).toHaveLength(2);
  });

  it('starts a fixed year table with year rows counting down from 2024 and offers no add button', () => {
    const { form } = renderForm({ list: [batch('batch_chwzhb', { defrows: 3 })] });
    const rows = form().getValues().batch_chwzhb as { year: unknown }[];
    expect(rows.map((r) => r.year)).toEqual([2024, 2023, 2022]);
    expect(screen.queryByRole('button', { name: /添加/ })).toBeNull();
  });

  it('hides the row buttons in preview and read-only modes', () => {
    const { form } = renderForm({ list: [batch('people', { defrows: 1 })] });
    act(() => form().setPreview(true));
    expect(within(table()).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /添加/ })).toBeNull();
    act(() => form().setDisabled(true));
    expect(within(table()).queryByRole('columnheader', { name: '操作' })).toBeNull();
  });

  it('hides the sequence column and sizes columns from colWidth', () => {
    const { container } = renderForm({
      list: [batch('people', { defrows: 1, hideSequence: true, colWidth: { name: 240 }, Firstfixed: true })],
    });
    expect(within(table()).queryByRole('columnheader', { name: '序号' })).toBeNull();
    const cols = [...container.querySelectorAll('col')].map((c) => (c as HTMLElement).style.width);
    expect(cols[0]).toBe('240px');
    expect((within(table()).getByRole('columnheader', { name: '姓名' }) as HTMLElement).style.position).toBe(
      'sticky',
    );
  });

  it('in dialog mode shows the chosen columns as text and edits the row in a dialog; cancel puts it back', async () => {
    const { form } = renderForm({
      list: [batch('people', { defrows: 1, addType: 'dialog', showItem: ['name'] })],
    });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['序号', '姓名', '操作']);
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '乙' } });
    fireEvent.click(within(dialog).getByLabelText('女'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('乙')).toBeTruthy());
    expect((form().getValues().people as { sex: string }[])[0]!.sex).toBe('2');

    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '编辑' }));
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByLabelText('姓名'), { target: { value: '丙' } });
    fireEvent.click(within(again).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('乙')).toBeTruthy());
  });

  it('renders only the rows in view of a 500-row table', () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ name: `人${i}` }));
    const { form } = renderForm({ list: [batch('people', { defrows: 1 })] }, { data: { people: rows } });
    expect(bodyRows().length).toBeLessThan(100);
    expect((form().getValues().people as unknown[]).length).toBe(500);
  });
});
