import { describe, expect, it } from 'vitest';
import { formDataSource, isSitePath } from './formSources';

describe('remote options of rendered forms', () => {
  it('calls only paths of this site, so the session token never leaves it', async () => {
    expect(isSitePath('/api/api-system/data/resource/getDictDatas')).toBe(true);
    expect(isSitePath(' /api/x')).toBe(true);
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'api/x',
    ])
      expect(isSitePath(url)).toBe(false);
    await expect(formDataSource.get('https://evil.example/list')).rejects.toThrow(
      '远程选项地址必须是本站路径：https://evil.example/list',
    );
  });
});
