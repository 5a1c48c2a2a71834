import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, renderForm, required } from '../test/render';

const members = (options: Record<string, unknown> = {}) => ({
  type: 'control',
  label: '成员',
  model: 'members',
  key: 'control_1',
  options,
  rules: [],
  list: [field('input', '姓名', 'name', {}, required())],
});

const rowInputs = () => screen.getAllByLabelText('姓名') as HTMLInputElement[];

describe('sub-form (control)', () => {
  it('adds an empty row, copies a row and deletes a row from its context menu', async () => {
    const { form } = renderForm({ list: [members()] });
    expect(rowInputs()).toHaveLength(1);
    fireEvent.change(rowInputs()[0]!, { target: { value: '甲' } });

    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    expect(rowInputs().map((i) => i.value)).toEqual(['甲', '']);

    fireEvent.contextMenu(rowInputs()[0]!);
    fireEvent.click(await screen.findByText('复制'));
    expect(rowInputs().map((i) => i.value)).toEqual(['甲', '甲', '']);

    fireEvent.contextMenu(rowInputs()[2]!);
    fireEvent.click((await screen.findAllByText('删除')).at(-1)!);
    expect(rowInputs().map((i) => i.value)).toEqual(['甲', '甲']);
    const data = await form().getData();
    expect((data.members as { name: string }[]).map((r) => r.name)).toEqual(['甲', '甲']);
  });

  it('shows each remaining row its own values after a row in the middle is deleted', async () => {
    const { form } = renderForm({ list: [members()] });
    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    ['甲', '乙', '丙'].forEach((name, i) => fireEvent.change(rowInputs()[i]!, { target: { value: name } }));

    fireEvent.contextMenu(rowInputs()[1]!);
    fireEvent.click(await screen.findByText('删除'));
    expect(rowInputs().map((i) => i.value)).toEqual(['甲', '丙']);
    fireEvent.change(rowInputs()[1]!, { target: { value: '丁' } });
    expect(form().getValues().members).toMatchObject([{ name: '甲' }, { name: '丁' }]);
  });

  it('refuses to delete the last row, naming the sub-form', async () => {
    renderForm({ list: [members()] });
    fireEvent.contextMenu(rowInputs()[0]!);
    fireEvent.click(await screen.findByText('删除'));
    expect(await screen.findByText('成员内仅存的一条数据不能删除')).toBeTruthy();
    expect(rowInputs()).toHaveLength(1);
  });

  it('validates each row with a path to the cell', async () => {
    const { form } = renderForm({ list: [members()] });
    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    fireEvent.change(rowInputs()[0]!, { target: { value: '甲' } });
    let result: ReturnType<ReturnType<typeof form>['validate']> | undefined;
    act(() => {
      result = form().validate();
    });
    expect(result!.errors.map((e) => e.path)).toEqual(['members[1].name']);
    expect(screen.getAllByText('必填项')).toHaveLength(1);
  });

  it('offers no add, copy or delete when noAdd, noCopy and noRemove are set', async () => {
    renderForm({ list: [members({ noAdd: true, noCopy: true, noRemove: true })] });
    expect(screen.queryByRole('button', { name: /添加/ })).toBeNull();
    fireEvent.contextMenu(rowInputs()[0]!);
    await waitFor(() => expect(screen.queryByText('复制')).toBeNull());
    expect(screen.queryByText('删除')).toBeNull();
  });

  it('offers no row actions in a read-only form', () => {
    const { form } = renderForm({ list: [members()] });
    act(() => form().setDisabled(true));
    expect(screen.queryByRole('button', { name: /添加/ })).toBeNull();
  });
});
