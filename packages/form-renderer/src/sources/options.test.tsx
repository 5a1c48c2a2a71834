import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, renderForm } from '../test/render';
import type { FormDataSource } from './types';
import { listAt, onlineSearchParams, toOptions } from './options';

describe('remote options', () => {
  it('finds the list at dataPath and maps remoteValue, remoteLabel and remoteChildren', () => {
    const body = {
      code: 200,
      data: { records: [{ id: 1, name: '甲', kids: [{ id: 11, name: '甲一' }] }, { name: '无值' }] },
    };
    const list = listAt(body, 'data.records');
    expect(toOptions(list, { remoteValue: 'id', remoteLabel: 'name', remoteChildren: 'kids' })).toEqual([
      { value: 1, label: '甲', children: [{ value: 11, label: '甲一' }] },
    ]);
    expect(listAt({ data: [1, 2] }, '')).toEqual([1, 2]);
    expect(listAt(body, 'data.missing')).toEqual([]);
    expect(listAt(body, '__proto__.x')).toEqual([]);
  });

  it('sends the typed text of an online search in the configured parameter', () => {
    expect(onlineSearchParams('name', '杭')).toEqual({ name: '杭' });
    expect(onlineSearchParams('{"type":2}', '杭')).toEqual({ type: 2, keyword: '杭' });
    expect(onlineSearchParams('', '杭')).toEqual({ keyword: '杭' });
  });
});

/** A data source answering from fixed bodies, recording what was asked. */
function fixedSource(
  bodies: Record<string, unknown>,
  dicts: Record<string, { value: string; label: string }[]> = {},
) {
  const asked: string[] = [];
  const source: FormDataSource = {
    async get(url, params) {
      asked.push(`${url} ${JSON.stringify(params ?? {})}`);
      return bodies[url];
    },
    async dictionary(code) {
      asked.push(`dict ${code}`);
      return dicts[code] ?? [];
    },
  };
  return { source, asked };
}

describe('choice fields with remote and dictionary options', () => {
  it('loads remote options once for fields sharing a URL, and dictionary options by code', async () => {
    const { source, asked } = fixedSource(
      {
        '/api/levels': {
          data: {
            list: [
              { k: 'a', v: '一级' },
              { k: 'b', v: '二级' },
            ],
          },
        },
      },
      { QSBITYPE: [{ value: '1', label: '问卷' }] },
    );
    const remote = {
      dynamic: 1,
      remoteFunc: '/api/levels',
      dataPath: 'data.list',
      remoteValue: 'k',
      remoteLabel: 'v',
    };
    renderForm(
      {
        list: [
          field('radio', '级别', 'level', remote),
          field('checkbox', '多级', 'levels', remote),
          field('radio', '类型', 'type', { dynamic: 2, dictType: 'QSBITYPE' }),
        ],
      },
      { dataSource: source },
    );
    expect((await screen.findAllByLabelText('一级')).length).toBe(2);
    expect(await screen.findByLabelText('问卷')).toBeTruthy();
    expect(asked.sort()).toEqual(['/api/levels {}', 'dict QSBITYPE']);
  });

  it('asks the remote URL again with the linkage parameter when the watched field changes', async () => {
    const { source, asked } = fixedSource({ '/api/cities': { data: [{ value: 'hz', label: '杭州' }] } });
    renderForm(
      {
        list: [
          field('radio', '省份', 'province', { options: [{ value: 'zj', label: '浙江' }] }),
          field('select', '城市', 'city', {
            dynamic: 1,
            remoteFunc: '/api/cities',
            linkage: true,
            linkData: [{ vtype: 2, model: 'province', queryKey: 'p', queryValue: 'province' }],
          }),
        ],
      },
      { dataSource: source },
    );
    fireEvent.click(screen.getByLabelText('浙江'));
    await waitFor(() => expect(asked).toContain('/api/cities {"p":"zj"}'));
  });
});
