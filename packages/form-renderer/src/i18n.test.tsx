// The renderer's own texts follow the host's language; a template's labels and messages stay as the
// designer wrote them.
import { translateWith } from '@platform/contract/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US';
import zhCN from './locales/zh-CN';
import { field, renderForm, required } from './test/render';

const english = translateWith(enUS, zhCN);
const CHINESE = /[\u3400-\u9fff]/;

/** The Chinese left in a view once the template's own words are taken out. */
function chineseBesides(container: HTMLElement, templateWords: string[]): string {
  let text = container.ownerDocument.body.textContent ?? '';
  for (const word of [...templateWords].sort((a, b) => b.length - a.length)) text = text.split(word).join('');
  return [...text].filter((c) => CHINESE.test(c)).join('');
}

describe('renderer in English', () => {
  it('shows the default required message in English, a designer-written one as written', async () => {
    const { form, container } = renderForm(
      {
        list: [
          field('input', '姓名', 'name', {}, required()),
          field('input', '编码', 'code', {}, required('请输入编码')),
        ],
      },
      {},
      english,
    );
    act(() => void form().validate());
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('请输入编码')).toBeTruthy();
    await expect(act(() => form().getData())).rejects.toThrow('Validation failed');
    expect(chineseBesides(container, ['姓名', '编码', '请输入编码'])).toBe('');
  });

  it('names the row buttons, the confirmation and the sub-form refusal in English', async () => {
    const { container } = renderForm(
      {
        list: [
          {
            type: 'batch',
            label: '人员表',
            model: 'people',
            key: 'batch_1',
            options: { defrows: 1 },
            rules: [],
            list: [field('input', '姓名', 'name')],
          },
          {
            type: 'control',
            label: '成员',
            model: 'members',
            key: 'control_1',
            options: {},
            rules: [],
            list: [field('input', '电话', 'phone')],
          },
        ],
      },
      {},
      english,
    );
    const table = screen.getByRole('table', { name: '人员表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', '姓名', 'Actions']);
    expect(screen.getAllByRole('button', { name: /Add/ })).toHaveLength(2);
    fireEvent.click(within(table).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this row?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Deleted')).toBeTruthy();
    expect(await screen.findByText('No data')).toBeTruthy();

    fireEvent.contextMenu(screen.getByLabelText('电话'));
    fireEvent.click(await screen.findByText('Delete'));
    expect(await screen.findByText('The only row of 成员 cannot be deleted')).toBeTruthy();
    expect(chineseBesides(container, ['人员表', '姓名', '成员', '电话'])).toBe('');
  });

  it('words upload refusals and the image button in English', async () => {
    const { container } = renderForm(
      { list: [field('uploadImg', '照片', 'photos')] },
      { uploader: { upload: () => Promise.reject(new Error('unused')) } },
      english,
    );
    expect(screen.getByText('Upload image')).toBeTruthy();
    expect(screen.getByText('png/jpg/jpeg/bmp files only, no larger than 500 KB')).toBeTruthy();
    const gif = new File(['x'], 'b.gif', { type: 'image/gif' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [gif] } });
    expect(await screen.findByText('Images must be png, jpg, jpeg or bmp')).toBeTruthy();
    expect(chineseBesides(container, ['照片'])).toBe('');
  });

  it('labels the region picker levels and the street address in English', async () => {
    const { container } = renderForm(
      { list: [field('address', '住址', 'home', { maxLevel: 3 })] },
      {},
      english,
    );
    await waitFor(() => expect(screen.getByLabelText('住址 Province')).toBeTruthy());
    expect(screen.getByLabelText('住址 City')).toBeTruthy();
    expect(screen.getByLabelText('住址 District')).toBeTruthy();
    expect(screen.getByPlaceholderText('Street address')).toBeTruthy();
    expect(chineseBesides(container, ['住址'])).toBe('');
  });
});
