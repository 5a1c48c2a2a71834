import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { TestProviders } from '../../../components/TestProviders';
import { MENU_ICON_NAMES } from '../../../shell/menuIcons';
import { IconPicker } from './IconPicker';

it('offers the icons the shell draws, found by name, and hands back the chosen name', async () => {
  const onChange = vi.fn();
  render(<IconPicker id="icon" onChange={onChange} />, { wrapper: TestProviders });
  const input = document.getElementById('icon')!;

  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: 'file' } });
  const offered = await screen.findAllByText(/file/, { selector: '.ant-select-item-option-content span' });
  expect(offered.map((o) => o.textContent).sort()).toEqual(
    MENU_ICON_NAMES.filter((name) => name.includes('file')).sort(),
  );
  fireEvent.click(screen.getByText('file-search'));
  expect(onChange).toHaveBeenCalledWith('file-search');
});

it('keeps an icon name the shell does not know, shown as it is', () => {
  render(<IconPicker value="legacy-icon" />, { wrapper: TestProviders });
  expect(screen.getByText('legacy-icon')).toBeTruthy();
});
