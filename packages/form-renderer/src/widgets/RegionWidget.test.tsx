import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, renderForm } from '../test/render';

async function choose(label: string, option: string) {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  // Typed, as a user of a long list does (the list only renders the options in view).
  fireEvent.change(select, { target: { value: option } });
  fireEvent.click(await screen.findByTitle(option));
}

describe('region picker field (state)', () => {
  it('stores the district code and the path label; oneByOne shows a level only after the one above', async () => {
    const { form } = renderForm({
      list: [field('state', '所在地区', 'area', { maxLevel: 3, oneByOne: true, separator: '/' })],
    });
    await waitFor(() => expect(screen.queryByLabelText('所在地区 市')).toBeNull());
    await choose('所在地区 省/直辖市', '浙江省');
    expect(form().getValues().area).toBe('');
    await choose('所在地区 市', '杭州市');
    await choose('所在地区 区/县', '西湖区');
    expect(form().getValues()).toMatchObject({ area: '330106', area_label: '浙江省/杭州市/西湖区' });
  });

  it('shows a stored code as its levels', async () => {
    renderForm({ list: [field('state', '所在地区', 'area', { maxLevel: 2 })] }, { data: { area: '330100' } });
    expect(await screen.findByTitle('杭州市')).toBeTruthy();
    expect(screen.getByTitle('浙江省')).toBeTruthy();
    expect(screen.queryByLabelText('所在地区 区/县')).toBeNull();
  });
});
