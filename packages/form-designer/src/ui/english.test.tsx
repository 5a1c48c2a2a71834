import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import antdEnglish from 'antd/locale/en_US';
import { translateWith } from '@platform/contract/i18n';
import type { FieldItem, FormTemplate } from '@platform/form-core';
import { describe, expect, it, vi } from 'vitest';
import { DesignerTextProvider } from '../i18n';
import enUS from '../locales/en-US';
import { emptyTemplate } from '../model/designerReducer';
import { createItem } from '../model/palette';
import { chineseIn } from '../test/chinese';
import { TestProviders } from '../test/TestProviders';
import { FormDesigner, type DesignerSave } from './FormDesigner';

const english = translateWith(enUS);

/** A form written in Chinese by its designer: its labels, options and messages are its own words. */
const company: FieldItem = {
  ...createItem('select', new Set(['select_1'])),
  label: '企业类型',
  options: {
    ...createItem('select').options,
    options: [
      { value: '1', label: '国有企业' },
      { value: '2', label: '民营企业' },
    ],
  },
  rules: [{ required: true, message: '请选择企业类型', trigger: ['change'] }],
} as FieldItem;
const details = { ...createItem('table', new Set([company.key])), label: '明细表' } as FieldItem;
const TEMPLATE_WORDS = ['企业类型', '国有企业', '民营企业', '请选择企业类型', '明细表'];

function mountInEnglish(template: FormTemplate) {
  const onChange = vi.fn<(template: FormTemplate) => void>();
  const onSave = vi.fn<(save: DesignerSave) => Promise<void>>(() => Promise.resolve());
  const view = render(
    <TestProviders locale={antdEnglish}>
      <DesignerTextProvider translate={english}>
        <FormDesigner template={template} onSave={onSave} onChange={onChange} />
      </DesignerTextProvider>
    </TestProviders>,
  );
  return { ...view, onChange };
}

const stored = (): FormTemplate => ({ ...emptyTemplate(), list: [company, details] });
const canvasItem = (key: string) => document.querySelector<HTMLElement>(`.fd-item[data-key="${key}"]`)!;

describe('the designer in English', () => {
  it('shows its palette, header, canvas and properties in English, and the template in its own words', async () => {
    mountInEnglish(stored());
    const palette = screen.getByRole('complementary', { name: 'Components' });
    expect(within(palette).getByText('Basic fields')).toBeTruthy();
    expect(within(palette).getByText('Layout')).toBeTruthy();
    expect(within(palette).getByText('Radio group')).toBeTruthy();
    expect(within(palette).getByText('Mobile number')).toBeTruthy();
    expect(screen.getByText('New form')).toBeTruthy();
    for (const name of ['Clear', 'Import JSON', 'Export code', 'Preview', 'Save', 'Undo', 'Redo']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('No component selected')).toBeTruthy();
    expect(screen.getAllByText('Drop components here').length).toBeGreaterThan(0);
    expect(within(canvasItem(company.key)).getByText('企业类型')).toBeTruthy();

    fireEvent.click(canvasItem(company.key));
    const properties = screen.getByRole('complementary', { name: 'Properties' });
    await waitFor(() => expect(within(properties).getByText('Select')).toBeTruthy());
    expect(within(properties).getByLabelText('Label')).toHaveProperty('value', '企业类型');
    expect(within(properties).getByText('Option source')).toBeTruthy();
    expect(within(properties).getByRole('button', { name: 'Delete option 2' })).toBeTruthy();
    expect(within(properties).getByLabelText('Value 1')).toHaveProperty('value', '1');
    await waitFor(() =>
      expect(document.querySelector(`.fd-props-later[data-key="${company.key}"]:not([inert])`)).toBeTruthy(),
    );
    expect(within(properties).getByText('Validation rules')).toBeTruthy();
    expect(within(properties).getByLabelText('Message 1')).toHaveProperty('value', '请选择企业类型');
    fireEvent.click(within(properties).getByRole('button', { name: /Dynamic state/ }));
    fireEvent.click(within(properties).getByRole('button', { name: /Events and linkage/ }));
    expect(within(properties).getByText('Show dynamically')).toBeTruthy();
    expect(within(properties).getByText('On focus script')).toBeTruthy();
    expect(chineseIn(document.body, TEMPLATE_WORDS)).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(await screen.findByText('Label alignment')).toBeTruthy();
    expect(chineseIn(document.body, TEMPLATE_WORDS)).toEqual([]);
  });

  it('writes a new field in the language shown: its label and samples are the template’s words', async () => {
    const { onChange } = mountInEnglish(stored());
    fireEvent.click(screen.getByText('Radio group'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const added = onChange.mock.lastCall![0].list[2]!;
    expect(added.label).toBe('Radio group');
    expect((added.options as { options: { label: string }[] }).options.map((o) => o.label)).toEqual([
      'Option 1',
      'Option 2',
      'Option 3',
    ]);
    expect(onChange.mock.lastCall![0].list[0]!.label).toBe('企业类型');
    expect(screen.getByText('Unsaved')).toBeTruthy();
  });

  it('says why it refuses, and names the table operations, in English', async () => {
    const { container } = mountInEnglish(stored());
    fireEvent.click(canvasItem(company.key));
    fireEvent.click(within(screen.getByRole('complementary', { name: 'Components' })).getByText('Text'));
    expect(await screen.findByText('Deselect the component first, then click to add')).toBeTruthy();

    fireEvent.contextMenu(container.querySelector<HTMLElement>('td[data-cell="0-1"]')!);
    const menu = container.querySelector<HTMLElement>('.fd-cell-menu')!;
    expect(within(menu).getByText('Insert row')).toBeTruthy();
    fireEvent.click(within(menu).getByText('Merge right'));
    expect(await screen.findByText('This is the last column; it cannot be merged right')).toBeTruthy();
  });
});
