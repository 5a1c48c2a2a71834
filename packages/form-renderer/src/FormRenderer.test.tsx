import { importTemplate } from '@platform/form-core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef, Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer, type FormRendererHandle } from './FormRenderer';
import { field, renderForm, required } from './test/render';

describe('FormRenderer', () => {
  it('shows labels with the required marker, refuses empty and whitespace-only text, then answers the data', async () => {
    const { form, container } = renderForm({
      list: [field('input', '姓名', 'name', {}, required()), field('textarea', '地址', 'address')],
      config: { labelWidth: 150 },
    });
    const name = screen.getByLabelText('姓名');
    expect(container.querySelector('.fr-label .fr-required')).not.toBeNull();

    fireEvent.change(name, { target: { value: '   ' } });
    expect(await screen.findByText('必填项')).toBeTruthy();
    await expect(act(() => form().getData())).rejects.toThrow('验证失败');

    fireEvent.change(name, { target: { value: '张三' } });
    expect(screen.queryByText('必填项')).toBeNull();
    fireEvent.change(screen.getByLabelText('地址'), { target: { value: '杭州' } });
    await expect(form().getData()).resolves.toEqual({ name: '张三', address: '杭州' });
  });

  it("shows the host's note under a field and a server's error on it until the field changes", () => {
    const { form, container } = renderForm(
      { list: [field('input', '姓名', 'name'), field('input', '电话', 'phone')] },
      { fieldNote: (path) => (path === 'name' ? '请填写全称' : null) },
    );
    const note = screen.getByText('请填写全称');
    expect(note.closest('.fr-note')).toBeTruthy();
    expect(container.querySelectorAll('.fr-note')).toHaveLength(1);

    act(() => void form().store.showErrors({ phone: '电话号码已登记' }));
    expect(screen.getByRole('alert').textContent).toBe('电话号码已登记');
    fireEvent.change(screen.getByLabelText('电话'), { target: { value: '0571-1234' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides a field while its visibility expression is false and strips it from the data', async () => {
    const { form } = renderForm({
      list: [
        field('radio', '有效证件', 'card', {
          options: [
            { value: '1', label: '身份证' },
            { value: '4', label: '其他' },
          ],
        }),
        field(
          'input',
          '其他证件说明',
          'card_info',
          { dynamicVisible: true, dynamicVisibleValue: '$.card==4' },
          required('说明不能为空'),
        ),
      ],
      config: { outputHidden: false },
    });
    expect(screen.queryByLabelText('其他证件说明')).toBeNull();
    fireEvent.click(screen.getByLabelText('其他'));
    expect(screen.getByLabelText('其他证件说明')).toBeTruthy();
    await expect(act(() => form().getData())).rejects.toThrow('验证失败');
    expect(screen.getByText('说明不能为空')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('身份证'));
    expect(screen.queryByLabelText('其他证件说明')).toBeNull();
    await expect(form().getData()).resolves.toEqual({ card: '1' });
  });

  it('re-renders only the field being typed in', () => {
    const list = Array.from({ length: 50 }, (_, i) => field('input', `字段${i}`, `f${i}`));
    const { form } = renderForm({ list });
    const read = vi.spyOn(form().store, 'getFieldState');
    fireEvent.change(screen.getByLabelText('字段7'), { target: { value: 'x' } });
    const paths = new Set(read.mock.calls.map(([path]) => path));
    expect(paths).toEqual(new Set(['f7']));
  });

  it('typing in one field leaves the page outside that field untouched', () => {
    const list = Array.from({ length: 30 }, (_, i) => field('input', `字段${i}`, `f${i}`, {}, required()));
    const { form, container } = renderForm({ list });
    act(() => void form().validate());
    const input = screen.getByLabelText('字段7') as HTMLInputElement;
    const row = input.closest('.fr-item')!;
    const changed: Node[] = [];
    const observer = new MutationObserver((records) => changed.push(...records.map((r) => r.target)));
    observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
    for (const text of ['a', 'ab', 'abc', '']) fireEvent.change(input, { target: { value: text } });
    changed.push(...observer.takeRecords().map((r) => r.target));
    observer.disconnect();
    // The field's own error went and came back; nothing else in the form was written.
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((node) => !row.contains(node))).toEqual([]);
    expect(screen.getAllByText('必填项')).toHaveLength(30);
  });

  it('commits no React render while typing into a plain input or during validate-all', () => {
    const list = Array.from({ length: 30 }, (_, i) => field('input', `字段${i}`, `f${i}`, {}, required()));
    const ref = createRef<FormRendererHandle>();
    let commits = 0;
    render(
      <Profiler id="form" onRender={() => void commits++}>
        <FormRenderer ref={ref} template={importTemplate({ list }).template} />
      </Profiler>,
    );
    commits = 0;
    const input = screen.getByLabelText('字段7');
    for (const text of ['a', 'ab', '']) fireEvent.change(input, { target: { value: text } });
    act(() => void ref.current!.validate());
    expect(screen.getAllByText('必填项')).toHaveLength(30);
    expect(commits).toBe(0);
  });

  it('keeps plain and decorated text inputs in step with the data: typed, set from outside, reset', () => {
    const { form } = renderForm({
      list: [
        field('input', '姓名', 'name', { placeholder: '请输入姓名' }),
        field('input', '网址', 'url', { clearable: true, prepend: 'https://' }),
      ],
    });
    const name = screen.getByLabelText('姓名') as HTMLInputElement;
    const url = screen.getByLabelText('网址') as HTMLInputElement;
    expect(name.placeholder).toBe('请输入姓名');
    expect(name.classList.contains('ant-input')).toBe(true);
    fireEvent.change(name, { target: { value: '张三' } });
    fireEvent.change(url, { target: { value: 'example.com' } });
    expect(form().getValues()).toMatchObject({ name: '张三', url: 'example.com' });
    act(() => form().setData({ name: '李四', url: 'example.org' }));
    expect([name.value, url.value]).toEqual(['李四', 'example.org']);
    act(() => form().reset());
    expect([name.value, url.value]).toEqual(['', '']);
    act(() => form().setDisabled(true));
    expect(name.disabled).toBe(true);
  });

  it('validate-all shows each empty field its error under the control with the error border, and fixing the field clears both', () => {
    const list = Array.from({ length: 30 }, (_, i) => field('input', `字段${i}`, `f${i}`, {}, required()));
    const { form } = renderForm({ list });
    act(() => void form().validate());
    expect(screen.getAllByText('必填项')).toHaveLength(30);
    const input = screen.getByLabelText('字段27');
    const box = input.closest('.fr-control')!;
    expect(box.classList.contains('fr-invalid')).toBe(true);
    expect(box.querySelector('.fr-error')?.textContent).toBe('必填项');

    fireEvent.change(input, { target: { value: 'x' } });
    expect(box.classList.contains('fr-invalid')).toBe(false);
    expect(box.querySelector('.fr-error')).toBeNull();
    expect(screen.getAllByText('必填项')).toHaveLength(29);

    fireEvent.change(input, { target: { value: '' } });
    expect(box.querySelector('.fr-error')?.textContent).toBe('必填项');
    expect(screen.getAllByText('必填项')).toHaveLength(30);
  });

  it('hides the required markers of the form when hideRequiredMark is set', () => {
    const { container } = renderForm({
      list: [field('input', '姓名', 'name', {}, required())],
      config: { hideRequiredMark: true },
    });
    expect(container.querySelector('.fr-label .fr-required')).toBeNull();
  });

  it('skips rules in preview mode and makes every field read-only in disabled mode', async () => {
    const { form } = renderForm({ list: [field('input', '姓名', 'name', {}, required())] });
    act(() => form().setPreview(true));
    await expect(form().getData()).resolves.toEqual({ name: '' });
    act(() => form().setDisabled(true));
    expect((screen.getByLabelText('姓名') as HTMLInputElement).disabled).toBe(true);
    act(() => form().setDisabled(false));
    expect((screen.getByLabelText('姓名') as HTMLInputElement).disabled).toBe(false);
  });

  it('sets and resets the data through its handle', () => {
    const { form } = renderForm({ list: [field('input', '姓名', 'name', { defaultValue: '默认' })] });
    const name = screen.getByLabelText('姓名') as HTMLInputElement;
    expect(name.value).toBe('默认');
    act(() => form().setData({ name: '李四' }));
    expect(name.value).toBe('李四');
    act(() => form().reset());
    expect(name.value).toBe('默认');
  });

  it('shows a text written from outside into the field being typed in, keeping the focus', () => {
    const { form } = renderForm({
      list: [field('input', '姓名', 'name'), field('textarea', '地址', 'address')],
    });
    const name = screen.getByLabelText('姓名') as HTMLInputElement;
    name.focus();
    fireEvent.change(name, { target: { value: 'zhang' } });
    act(() => form().setData({ name: 'ZHANG SAN', address: '杭州' }));
    expect(name.value).toBe('ZHANG SAN');
    expect(document.activeElement).toBe(name);
    expect((screen.getByLabelText('地址') as HTMLTextAreaElement).value).toBe('杭州');
    fireEvent.change(name, { target: { value: 'ZHANG SAN!' } });
    expect(form().getValues()).toMatchObject({ name: 'ZHANG SAN!', address: '杭州' });
  });

  it('renders layout containers around their fields: grid columns, table cells, card', () => {
    const { container } = renderForm({
      list: [
        {
          type: 'grid',
          key: 'grid_1',
          label: '',
          options: { gutter: 16 },
          columns: [
            { span: 12, list: [field('input', '左', 'left')] },
            { span: 12, list: [field('input', '右', 'right')] },
          ],
        },
        {
          type: 'table',
          key: 'table_1',
          label: '',
          options: {},
          trs: [
            // A merged cell spans its neighbour, which the designer removes from the row.
            {
              tds: [
                { colspan: 2, rowspan: 1, list: [field('text', '', '', { defaultValue: '合并单元格' })] },
              ],
            },
            {
              tds: [
                { colspan: 1, rowspan: 1, list: [field('input', '单元格', 'cell')] },
                { colspan: 1, rowspan: 1, list: [] },
              ],
            },
          ],
        },
        {
          type: 'card',
          key: 'card_1',
          label: '卡片标题',
          options: {},
          list: [field('input', '卡片内', 'inCard')],
        },
      ],
    });
    expect(container.querySelectorAll('.ant-col-12')).toHaveLength(2);
    const table = container.querySelector('table.fr-table')!;
    expect(
      within(table as HTMLElement)
        .getByText('合并单元格')
        .closest('td')!.colSpan,
    ).toBe(2);
    expect(table.querySelectorAll('tr')[0]!.children).toHaveLength(1);
    expect(screen.getByText('卡片标题')).toBeTruthy();
    for (const label of ['左', '右', '单元格', '卡片内']) expect(screen.getByLabelText(label)).toBeTruthy();
  });
});
