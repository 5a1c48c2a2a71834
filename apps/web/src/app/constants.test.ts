import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import common from '../i18n/locales/zh-CN/common';

it('shows the fixed product title in the browser tab before any script runs', () => {
  const html = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');

  expect(html).toContain(`<title>${common.productTitle}</title>`);
  expect(html).toContain('<html lang="zh-CN">');
});
