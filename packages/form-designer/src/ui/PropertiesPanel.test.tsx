import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldItem } from '@platform/form-core';
import { TestProviders } from '../test/TestProviders';
import { designerReducer, initialState } from '../model/designerReducer';
import { createItem } from '../model/palette';
import { parseOptionTree } from './editors';
import { PropertiesPanel } from './PropertiesPanel';
import type { Edit } from './propertyControls';
import { findItem } from '../model/tree';

/** The panel over a real reducer, with one item selected (or none). */
function Harness({ items, select = true }: { items: FieldItem[]; select?: boolean }) {
  const [state, dispatch] = useReducer(designerReducer, undefined, () => ({
    ...initialState({ ...initialState().template, list: items }),
    selectedKey: select ? items[0]!.key : null,
  }));
  const item = state.selectedKey ? findItem(state.template.list, state.selectedKey)?.item : undefined;
  return (
    <>
      <PropertiesPanel
        item={item}
        config={state.template.config}
        scoring={false}
        edit={(update, coalesce) => dispatch({ type: 'update', key: state.selectedKey!, update, coalesce })}
        onConfig={(patch) => dispatch({ type: 'config', patch })}
      />
      <output data-testid="template">{JSON.stringify(state.template)}</output>
    </>
  );
}

/** The panel as the designer page drives it: one edit function, for whichever field is selected. */
function SelectingHarness({ items }: { items: FieldItem[] }) {
  const [state, dispatch] = useReducer(designerReducer, undefined, () =>
    initialState({ ...initialState().template, list: items }),
  );
  const selected = useRef<string | null>(null);
  useLayoutEffect(() => {
    selected.current = state.selectedKey;
  }, [state.selectedKey]);
  const edit: Edit = useCallback((update, coalesce) => {
    if (selected.current) dispatch({ type: 'update', key: selected.current, update, coalesce });
  }, []);
  const item = state.selectedKey ? findItem(state.template.list, state.selectedKey)?.item : undefined;
  return (
    <>
      {items.map((i) => (
        <button key={i.key} type="button" onClick={() => dispatch({ type: 'select', key: i.key })}>
          {`选择${i.label}`}
        </button>
      ))}
      <PropertiesPanel
        item={item}
        config={state.template.config}
        scoring={false}
        edit={edit}
        onConfig={() => {}}
      />
      <output data-testid="template">{JSON.stringify(state.template)}</output>
    </>
  );
}

/** Until the field's lower sections (rendered one deferred render later) are its own. */
const settled = (item: FieldItem) =>
  waitFor(() =>
    expect(document.querySelector(`.fd-props-later[data-key="${item.key}"]:not([inert])`)).toBeTruthy(),
  );

const template = () =>
  JSON.parse(screen.getByTestId('template').textContent!) as {
    list: FieldItem[];
    config: { labelWidth: number };
  };

describe('properties panel', () => {
  it('shows the no-selection hint, and the form settings with the label width limited to 0–200', () => {
    render(
      <TestProviders>
        <Harness items={[createItem('input')]} select={false} />
      </TestProviders>,
    );
    expect(screen.getByText('未选中组件')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '表单属性' }));
    const width = screen.getByLabelText('标签宽度');
    fireEvent.change(width, { target: { value: '260' } });
    fireEvent.blur(width);
    expect(template().config.labelWidth).toBe(200);
  });

  it('shows 显示标签 on for a field whose label the form shows, and hides the label when switched off', () => {
    const legacy = createItem('input');
    delete (legacy.options as Record<string, unknown>).showLabel;
    render(
      <TestProviders>
        <Harness items={[legacy]} />
      </TestProviders>,
    );
    const showLabel = screen.getByRole('switch', { name: '显示标签' });
    expect(showLabel.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(showLabel);
    expect(template().list[0]!.options).toMatchObject({ showLabel: false });
    expect(screen.getByRole('switch', { name: '显示标签' }).getAttribute('aria-checked')).toBe('false');
  });

  it("shows a new input's 输入类型 as 文本 in a full-width select and its 标签宽度 as the default -1", () => {
    render(
      <TestProviders>
        <Harness items={[createItem('input')]} />
      </TestProviders>,
    );
    const inputType = screen.getByRole('combobox', { name: '输入类型' });
    const select = inputType.closest('.ant-select') as HTMLElement;
    expect(select.textContent).toContain('文本');
    expect(select.style.width).toBe('100%');
    expect((screen.getByLabelText('标签宽度') as HTMLInputElement).value).toBe('-1');
    // The default is shown, not written: the template keeps the option unset until it is changed.
    expect(template().list[0]!.options).not.toHaveProperty('labelWidth');
    fireEvent.change(screen.getByLabelText('标签宽度'), { target: { value: '80' } });
    fireEvent.blur(screen.getByLabelText('标签宽度'));
    expect(template().list[0]!.options).toMatchObject({ labelWidth: 80 });
  });

  it('edits the label and data field of the selected item', () => {
    render(
      <TestProviders>
        <Harness items={[createItem('input')]} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '企业名称' } });
    fireEvent.change(screen.getByLabelText('数据字段'), { target: { value: 'ent name' } });
    expect(template().list[0]).toMatchObject({ label: '企业名称', model: 'entname' });
  });

  it('flags an expression the engine cannot parse as it is typed', async () => {
    const item = createItem('input');
    (item.options as Record<string, unknown>).dynamicVisible = true;
    render(
      <TestProviders>
        <Harness items={[item]} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: /动态状态/ }));
    const condition = screen.getByLabelText('显示条件');
    fireEvent.change(condition, { target: { value: '$.age >' } });
    await waitFor(() => expect(screen.getByText(/表达式无法解析/)).toBeTruthy());
    fireEvent.change(condition, { target: { value: '$.age > 18' } });
    await waitFor(() => expect(screen.queryByText(/表达式无法解析/)).toBeNull());
    expect((template().list[0]!.options as Record<string, unknown>).dynamicVisibleValue).toBe('$.age > 18');
  });

  it('adds a required rule, then a regex rule whose bad pattern is flagged', () => {
    render(
      <TestProviders>
        <Harness items={[createItem('input')]} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: /添加规则/ }));
    expect(template().list[0]!.rules[0]).toMatchObject({ required: true, message: '必填项' });
    fireEvent.mouseDown(screen.getByLabelText('校验方式1'));
    fireEvent.click(screen.getByTitle('正则表达式'));
    fireEvent.change(screen.getByLabelText('正则1'), { target: { value: '([a-z' } });
    expect(screen.getByText('正则表达式无效')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('正则1'), { target: { value: '^\\d+$' } });
    expect(screen.queryByText('正则表达式无效')).toBeNull();
    expect(template().list[0]!.rules[0]).toMatchObject({ vtype: 1, pattern: '^\\d+$' });
  });

  it('edits the static options of a select, which resets its default value', () => {
    const item = createItem('select');
    (item.options as Record<string, unknown>).defaultValue = '1';
    render(
      <TestProviders>
        <Harness items={[item]} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('标签2'), { target: { value: '民营企业' } });
    const options = template().list[0]!.options as { options: { label: string }[]; defaultValue: unknown };
    expect(options.options.map((o) => o.label)).toEqual(['选项1', '民营企业', '选项3']);
    expect(options.defaultValue).toBe('');
  });

  it('keeps the region separator to 10 characters and the upload limit at least 1', () => {
    const { unmount } = render(
      <TestProviders>
        <Harness items={[createItem('state')]} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('分隔符'), { target: { value: '-'.repeat(15) } });
    expect(
      String((template().list[0]!.options as Record<string, unknown>).separator).length,
    ).toBeLessThanOrEqual(10);
    unmount();
    render(
      <TestProviders>
        <Harness items={[createItem('uploadFile')]} />
      </TestProviders>,
    );
    const limit = screen.getByLabelText('最大数量');
    fireEvent.change(limit, { target: { value: '0' } });
    fireEvent.blur(limit);
    expect((template().list[0]!.options as Record<string, unknown>).limit).toBeGreaterThanOrEqual(1);
  });

  it("edits a cascader's option tree as JSON, keeping only a valid tree", () => {
    render(
      <TestProviders>
        <Harness items={[createItem('cascader')]} />
      </TestProviders>,
    );
    const box = screen.getByLabelText('选项');
    const tree = [{ value: 'zj', label: '浙江', children: [{ value: 'hz', label: '杭州' }] }];
    fireEvent.change(box, { target: { value: JSON.stringify(tree) } });
    expect((template().list[0]!.options as { options: unknown }).options).toEqual(tree);
    fireEvent.change(box, { target: { value: '[{"value":1}]' } });
    expect(screen.getByText(/选项必须是/)).toBeTruthy();
    expect((template().list[0]!.options as { options: unknown }).options).toEqual(tree);
    expect(parseOptionTree('[{"value":"a","label":"A","children":[{"value":"b"}]}]')).toBeUndefined();
  });

  it("shows each field's own values after a selection and edits the field selected", async () => {
    const a = { ...createItem('input'), label: '甲' };
    (a.options as Record<string, unknown>).placeholder = '甲的提示';
    const b = { ...createItem('input'), label: '乙' };
    render(
      <TestProviders>
        <SelectingHarness items={[a, b]} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: '选择甲' }));
    await settled(a);
    expect((screen.getByLabelText('占位内容') as HTMLInputElement).value).toBe('甲的提示');
    fireEvent.click(screen.getByRole('button', { name: '选择乙' }));
    await settled(b);
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('乙');
    expect((screen.getByLabelText('占位内容') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('占位内容'), { target: { value: '乙的提示' } });
    const placeholders = template().list.map((i) => (i.options as Record<string, unknown>).placeholder);
    expect(placeholders).toEqual(['甲的提示', '乙的提示']);
  });

  it('redraws on a selection only the rows whose values differ (300 fields: painted within 50 ms)', async () => {
    const a = { ...createItem('input'), label: '甲' };
    const b = { ...createItem('input'), label: '乙' };
    render(
      <TestProviders>
        <SelectingHarness items={[a, b]} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: '选择甲' }));
    await settled(a);
    // antd's Input is a forwardRef: its render function runs once for each input drawn.
    const drawn = vi.spyOn(Input as unknown as { render: (props: { id?: string }) => unknown }, 'render');
    try {
      fireEvent.click(screen.getByRole('button', { name: '选择乙' }));
      await settled(b);
      const ids = drawn.mock.calls.map(([props]) => props.id);
      // The title and data field differ; width, placeholder, tooltip, default, prefix, suffix do not.
      expect(ids).toContain(`prop-${b.key}-label`);
      expect(ids.filter((id) => !/^prop-.*-(label|model)$/.test(id ?? ''))).toEqual([]);
    } finally {
      drawn.mockRestore();
    }
  });
});
