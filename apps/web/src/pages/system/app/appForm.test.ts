import type { ManagedApp } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  addAppBodyOf,
  addressProblem,
  appFormValuesOf,
  appKeyProblem,
  domainProblem,
  NEW_APP_VALUES,
  updateAppBodyOf,
} from './appForm';

const quality: ManagedApp = {
  id: 'a-quality',
  key: 'quality',
  name: '质量管理',
  logo: '/logo/quality.png',
  domain: 'quality.example.com',
  config: { layout: '2', menuBg: '#304156' },
  privileges: ['quality:export'],
  ssoUrl: null,
  showTenantName: true,
  sort: 3,
  status: 0,
  tenantCount: 2,
};

describe('app bodies', () => {
  it('trims texts, sends empty ones as null and each privilege once', () => {
    expect(
      addAppBodyOf({
        ...NEW_APP_VALUES,
        key: ' lab ',
        name: ' 检测实验室 ',
        logo: '  ',
        ssoUrl: ' /sso ',
        privileges: [' lab:export', 'lab:export', ''],
      }),
    ).toEqual({
      key: 'lab',
      name: '检测实验室',
      logo: null,
      domain: null,
      ssoUrl: '/sso',
      showTenantName: false,
      privileges: ['lab:export'],
      sort: 0,
      status: 1,
      config: {
        layout: '1',
        tagsView: true,
        menuBg: '#001529',
        menuText: '#fff',
        menuActiveText: '#409eff',
        menuActiveBg: 'transparent',
      },
    });
  });

  it('sends back everything an edit did not touch, but never the key', () => {
    const body = updateAppBodyOf('a-quality', appFormValuesOf(quality));
    expect(body).toEqual({
      id: 'a-quality',
      name: '质量管理',
      logo: '/logo/quality.png',
      domain: 'quality.example.com',
      ssoUrl: null,
      showTenantName: true,
      privileges: ['quality:export'],
      sort: 3,
      status: 0,
      config: {
        layout: '2',
        tagsView: true,
        menuBg: '#304156',
        menuText: '#fff',
        menuActiveText: '#409eff',
        menuActiveBg: 'transparent',
      },
    });
  });
});

describe('app checks', () => {
  it('takes keys the server takes', () => {
    expect(appKeyProblem('lab-2')).toBeUndefined();
    expect(appKeyProblem('')).toBe('请输入应用标识');
    for (const key of ['Lab', '2lab', 'l', 'lab_x', 'a'.repeat(33)]) {
      expect(appKeyProblem(key)).toBe('须以小写字母开头，只能包含小写字母、数字和连字符，2-32个字符');
    }
  });

  it('takes a path on this site or a full http(s) address for a logo or sign-on address', () => {
    for (const ok of [undefined, '', '/sso', 'https://sso.example.com/login', 'http://10.0.0.1:8080/'])
      expect(addressProblem(ok)).toBeUndefined();
    for (const bad of ['sso.example.com', '//evil.example.com', 'javascript:alert(1)', 'ftp://x'])
      expect(addressProblem(bad)).toBe('请输入 http(s) 地址或以 / 开头的路径');
  });

  it('takes a host name or an http(s) address for a domain', () => {
    for (const ok of ['', 'quality.example.com', 'localhost:5173', 'https://quality.example.com'])
      expect(domainProblem(ok)).toBeUndefined();
    for (const bad of ['quality example', 'ftp://x.example.com', 'https://', '/quality'])
      expect(domainProblem(bad)).toBe('请输入域名（如 quality.example.com）或 http(s) 地址');
  });
});
