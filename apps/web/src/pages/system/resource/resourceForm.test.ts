import type { Resource } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  externalUrlProblem,
  formValuesOf,
  movedBodyOf,
  newResourceValues,
  routeNameProblem,
} from './resourceForm';

const sample: Resource = {
  id: 'r-sample',
  appId: 'a-lab',
  parentId: 'r-lab',
  path: 'sample',
  name: 'LabSample',
  title: '样品登记',
  component: 'lab/sample/index',
  icon: 'experiment',
  redirect: null,
  hidden: false,
  alwaysShow: false,
  blank: 1,
  url: 'https://old.example.com',
  type: 2,
  activeMenu: null,
  breadcrumb: true,
  affix: false,
  noCache: true,
  showAsRoot: false,
  config: '{"columns":3}',
  body: '{"page":1}',
  entityViewUuid: 'v-1',
  sort: 20,
  status: 1,
  meta: { title: '样品登记', resourceId: 'r-sample' },
};

describe('resource bodies', () => {
  it('starts a new resource as a directory at the top and a page below, placed where asked', () => {
    expect(newResourceValues(null, 30)).toMatchObject({
      parentId: null,
      type: 1,
      sort: 30,
      breadcrumb: true,
    });
    expect(newResourceValues('r-lab', 0)).toMatchObject({ parentId: 'r-lab', type: 2, enabled: true });
  });

  it('keeps the page body, config and view the form does not show, and drops a link a page does not use', () => {
    const body = bodyOf({ ...formValuesOf(sample), title: ' 样品接收 ', redirect: ' ' }, 'a-lab', sample);
    expect(body).toMatchObject({
      id: 'r-sample',
      title: '样品接收',
      redirect: null,
      url: null,
      config: '{"columns":3}',
      body: '{"page":1}',
      entityViewUuid: 'v-1',
    });
  });

  it('opens in a new window with blank 3 and keeps the link of an external resource', () => {
    const values = { ...formValuesOf(sample), type: 21, newWindow: true, url: ' https://www.cnca.gov.cn/ ' };
    expect(bodyOf(values, 'a-lab')).toMatchObject({ type: 21, blank: 3, url: 'https://www.cnca.gov.cn/' });
    expect(bodyOf(values, 'a-lab')).not.toHaveProperty('id');
  });

  it('moves a resource without changing anything else about it', () => {
    const body = movedBodyOf({ ...sample, parentId: null, sort: 0 });
    const { meta: _meta, ...fields } = sample;
    expect(body).toEqual({ ...fields, parentId: null, sort: 0 });
  });
});

describe('English names', () => {
  it('sends the English name trimmed, and none when it is blank', () => {
    const named = { ...formValuesOf(sample), titleEn: ' Sample intake ' };
    expect(bodyOf(named, 'a-lab', sample)).toMatchObject({ titleEn: 'Sample intake' });
    expect(bodyOf({ ...named, titleEn: ' ' }, 'a-lab', sample).titleEn).toBeUndefined();
  });

  it('keeps the English name of a moved resource', () => {
    expect(movedBodyOf({ ...sample, titleEn: 'Sample intake' })).toMatchObject({ titleEn: 'Sample intake' });
    expect(formValuesOf({ ...sample, titleEn: 'Sample intake' }).titleEn).toBe('Sample intake');
  });
});

describe('resource checks', () => {
  it('takes route names the server takes', () => {
    expect(routeNameProblem('Lab_Sample-2')).toBeUndefined();
    expect(routeNameProblem(' ')).toBe('请输入路由名称');
    expect(routeNameProblem('2Lab')).toBe('须以字母开头，只能包含字母、数字、下划线和连字符');
    expect(routeNameProblem('样品')).toBe('须以字母开头，只能包含字母、数字、下划线和连字符');
  });

  it('asks an external link for a full http(s) address', () => {
    expect(externalUrlProblem('https://www.cnca.gov.cn/')).toBeUndefined();
    expect(externalUrlProblem('')).toBe('外链类型必须填写链接地址');
    expect(externalUrlProblem('www.cnca.gov.cn')).toBe('请输入以 http:// 或 https:// 开头的完整地址');
    expect(externalUrlProblem('javascript:alert(1)')).toBe('请输入以 http:// 或 https:// 开头的完整地址');
  });
});
