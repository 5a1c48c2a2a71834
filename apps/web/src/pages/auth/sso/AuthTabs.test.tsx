import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthTabs } from './AuthTabs';

const items = [
  { key: 'password', label: '账号登录', children: <input aria-label="账号" /> },
  { key: 'sms', label: '短信登录', children: <input aria-label="手机号" /> },
];

describe('sign-in method tabs', () => {
  it('shows the first method, and the other one when its tab is chosen', () => {
    render(<AuthTabs items={items} />);

    expect(screen.getByRole('tab', { name: '账号登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '账号登录' })).toBeTruthy();
    expect(screen.queryByLabelText('手机号')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(screen.getByRole('tab', { name: '短信登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '短信登录' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: '账号登录' })).toBeNull();
  });

  it('keeps what was typed in a method when the user switches away and back', () => {
    render(<AuthTabs items={items} />);
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'staff_a' } });

    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    fireEvent.click(screen.getByRole('tab', { name: '账号登录' }));

    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('staff_a');
  });

  it('moves between methods with the arrow keys, focus following', () => {
    render(<AuthTabs items={items} />);
    const first = screen.getByRole('tab', { name: '账号登录' });
    first.focus();

    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '短信登录' }));
    expect(screen.getByRole('tab', { name: '短信登录' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(first.getAttribute('aria-selected')).toBe('true');
  });
});
