import type { TenantUser } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../components/passwordRules';
import { bodyOf, randomPassword, roleGroups, valuesOf } from './userForm';

const user: TenantUser = {
  id: 'tu-1',
  userId: 'u-1',
  username: 'zhang',
  realname: '张三',
  mobile: null,
  email: 'z@example.com',
  type: 2,
  deptId: 'd-1',
  deptName: '质量部',
  positionId: null,
  positionName: null,
  status: 0,
  roles: [{ id: 'r-1', appId: 'a-1', code: 8, name: '企业业务人员' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  identityEditable: true,
};

describe('user form', () => {
  it('edits a user with the values the server has, and saves blanks as none', () => {
    const values = valuesOf(user);
    expect(values).toEqual({
      realname: '张三',
      mobile: '',
      email: 'z@example.com',
      type: 2,
      deptId: 'd-1',
      positionId: null,
      roleIds: ['r-1'],
      status: 0,
    });
    expect(bodyOf({ ...values, realname: ' 张三丰 ', email: '  ' })).toEqual({
      realname: '张三丰',
      mobile: null,
      email: null,
      type: 2,
      deptId: 'd-1',
      positionId: null,
      roleIds: ['r-1'],
      status: 0,
    });
  });

  it('groups the roles by app, naming the app in each choice', () => {
    expect(
      roleGroups({
        depts: [],
        positions: [],
        apps: [
          { appId: 'a-1', appName: '质量管理', roles: [{ id: 'r-1', code: 8, name: '企业业务人员' }] },
          { appId: 'a-2', appName: '认证服务', roles: [{ id: 'r-2', code: 8, name: '企业业务人员' }] },
        ],
      }),
    ).toEqual([
      {
        label: '质量管理',
        title: '质量管理',
        options: [{ value: 'r-1', label: '企业业务人员（质量管理）' }],
      },
      {
        label: '认证服务',
        title: '认证服务',
        options: [{ value: 'r-2', label: '企业业务人员（认证服务）' }],
      },
    ]);
    expect(roleGroups(undefined)).toEqual([]);
  });

  it('generates passwords the server accepts, without look-alike characters', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = randomPassword();
      expect(passwordProblem(password)).toBeUndefined();
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
    // Even a source that keeps giving the same number yields a letter and a digit.
    expect(passwordProblem(randomPassword((n) => new Uint32Array(n)))).toBeUndefined();
  });
});
