import { render, renderHook, screen } from '@testing-library/react';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Permission, PermissionProvider, usePermission } from './Permission';

afterEach(() => {
  vi.restoreAllMocks();
});

function asUserWith(roles: string[]) {
  return ({ children }: { children: ReactNode }) => (
    <PermissionProvider value={roles}>{children}</PermissionProvider>
  );
}

it('shows the content to a user holding one of the listed roles', () => {
  render(
    <Permission roles={['33', '34']}>
      <Button>删除用户</Button>
    </Permission>,
    { wrapper: asUserWith(['8', '34']) },
  );

  expect(screen.getByRole('button', { name: '删除用户' })).toBeTruthy();
});

it('hides the content from a user holding none of them', () => {
  render(
    <Permission roles={['47']}>
      <Button>删除用户</Button>
    </Permission>,
    { wrapper: asUserWith(['8']) },
  );

  expect(screen.queryByRole('button', { name: '删除用户' })).toBeNull();
});

it('hides the content when no user roles are provided', () => {
  render(
    <Permission roles={['8']}>
      <Button>删除用户</Button>
    </Permission>,
  );

  expect(screen.queryByRole('button')).toBeNull();
});

it('answers the same question as a hook', () => {
  const { result } = renderHook(() => [usePermission(['8']), usePermission(['42'])], {
    wrapper: asUserWith(['8']),
  });

  expect(result.current).toEqual([true, false]);
});

it('throws when used without a role list', () => {
  // React reports the error thrown during render on the console as well.
  vi.spyOn(console, 'error').mockImplementation(() => {});

  expect(() => render(<Permission roles={[]}>x</Permission>, { wrapper: asUserWith(['8']) })).toThrow(
    /needs the roles/,
  );
  expect(() => renderHook(() => usePermission(undefined), { wrapper: asUserWith(['8']) })).toThrow(
    /needs the roles/,
  );
});
