import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FormTemplate } from '@platform/form-core';
import { describe, expect, it, vi } from 'vitest';
import { emptyTemplate } from '../model/designerReducer';
import { createItem, findEntry } from '../model/palette';
import { TestProviders } from '../test/TestProviders';
import { FormDesigner, type DesignerSave } from './FormDesigner';

const stored = (): FormTemplate => ({
  ...emptyTemplate(),
  list: [createItem(findEntry('input', false)!, new Set())],
});

function mount(props: Partial<Parameters<typeof FormDesigner>[0]> & { template: FormTemplate }) {
  const onSave = vi.fn<(save: DesignerSave) => Promise<void>>(() => Promise.resolve());
  const onChange = vi.fn<(template: FormTemplate) => void>();
  render(
    <TestProviders>
      <FormDesigner formName="企业信息" onSave={onSave} onChange={onChange} {...props} />
    </TestProviders>,
  );
  return { onSave, onChange };
}

const saveButton = () => screen.getByRole('button', { name: '保存' });

describe('the designer as a host embeds it', () => {
  it('reports each change of the working form and marks it unsaved until it is as loaded again', async () => {
    const { onChange } = mount({ template: stored() });
    expect(screen.queryByText('未保存')).toBeNull();
    fireEvent.click(screen.getByText('多行文本'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall![0].list.map((i) => i.type)).toEqual(['input', 'textarea']);
    expect(screen.getByText('未保存')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(screen.queryByText('未保存')).toBeNull());
  });

  it('asks for the name before saving, hands over the working form, and closes the dialog once stored', async () => {
    const template = stored();
    const { onSave } = mount({ template, desc: '登记' });
    fireEvent.click(saveButton());
    const name = await screen.findByLabelText('表名');
    expect((name as HTMLInputElement).value).toBe('企业信息');
    fireEvent.change(name, { target: { value: '企业登记表' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      template,
      allowDuplicateModels: false,
      values: { formName: '企业登记表', desc: '登记' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '发布指标' })).toBeNull());
  });

  it('keeps the publish dialog open when the host refuses the save', async () => {
    const { onSave } = mount({ template: stored() });
    onSave.mockRejectedValueOnce(new Error('refused'));
    fireEvent.click(saveButton());
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(saveButton().querySelector('.ant-btn-loading-icon')).toBeNull());
    expect(screen.getByRole('dialog', { name: '发布指标' })).toBeTruthy();
  });

  it('saves a questionnaire detail at once, with only preview and save in the header', async () => {
    const template = stored();
    const { onSave } = mount({ template, direct: true });
    expect(screen.queryByRole('button', { name: '导入JSON' })).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ template, allowDuplicateModels: false, values: undefined });
  });
});
