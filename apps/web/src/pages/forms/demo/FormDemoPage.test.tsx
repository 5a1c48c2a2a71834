import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../components/TestProviders';
import FormDemoPage from './index';

describe('form demo page', () => {
  it('renders a stored legacy template, refuses invalid data and shows the data once valid', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TestProviders>
        <FormDemoPage />
      </TestProviders>,
    );
    fireEvent.mouseDown(screen.getByLabelText('模板'));
    fireEvent.click(await screen.findByTitle('校验示例（validator1）'));
    await screen.findByLabelText('有效证件');

    fireEvent.click(screen.getByRole('button', { name: '获取数据' }));
    expect(await screen.findByText('验证失败')).toBeTruthy();
    expect(screen.getByText('有效证件不能为空')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.click(screen.getByLabelText('身份证'));
    fireEvent.click(screen.getByRole('button', { name: '获取数据' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByLabelText('表单数据').textContent!)).toEqual({
        name: '张三',
        address: '',
        sex: '1',
        card: '1',
        // Hidden while the card is not '其他', and kept: the template leaves outputHidden at its default.
        card_info: '',
      }),
    );
  });
});
