import { fireEvent, render as renderOnly, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { expect, it, vi } from 'vitest';
import { TestProviders } from '../TestProviders';
import { YearRangePicker } from './YearRangePicker';
import type { YearRange } from './yearRange';

function render(ui: ReactElement) {
  return renderOnly(ui, { wrapper: TestProviders });
}

function Controlled({ initial, onChange }: { initial: YearRange; onChange?: (value: YearRange) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <YearRangePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** Opens the picker labelled `label` and clicks `year` in its ten-year grid. */
function pickYear(label: string, year: number): void {
  fireEvent.click(screen.getByLabelText(label));
  const grids = document.querySelectorAll<HTMLElement>(
    '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
  );
  const grid = grids[grids.length - 1]!;
  fireEvent.click(within(grid).getByText(String(year)));
}

function shownYears(): string[] {
  return [
    screen.getByLabelText<HTMLInputElement>('开始年份'),
    screen.getByLabelText<HTMLInputElement>('结束年份'),
  ].map((input) => input.value);
}

it('shows the start and end years', () => {
  render(<YearRangePicker value={[2019, 2024]} />);

  expect(shownYears()).toEqual(['2019', '2024']);
});

it('offers the years of a decade to pick from', () => {
  render(<YearRangePicker value={[2024, undefined]} />);

  fireEvent.click(screen.getByLabelText('开始年份'));

  expect(screen.getByRole('button', { name: '选择年代' }).textContent).toBe('2020年-2029年');
  for (const year of [2020, 2025, 2029]) expect(screen.getByText(String(year))).toBeTruthy();
});

it('reports the picked years', () => {
  const onChange = vi.fn();
  render(<Controlled initial={[2020, undefined]} onChange={onChange} />);

  pickYear('结束年份', 2023);

  expect(onChange).toHaveBeenLastCalledWith([2020, 2023]);
  expect(shownYears()).toEqual(['2020', '2023']);
});

it('swaps the years when the end picked is before the start', () => {
  const onChange = vi.fn();
  render(<Controlled initial={[2024, undefined]} onChange={onChange} />);

  pickYear('结束年份', 2021);

  expect(onChange).toHaveBeenLastCalledWith([2021, 2024]);
  expect(shownYears()).toEqual(['2021', '2024']);
});

it('swaps the years when the start picked is after the end', () => {
  const onChange = vi.fn();
  render(<Controlled initial={[2020, 2022]} onChange={onChange} />);

  pickYear('开始年份', 2025);

  expect(onChange).toHaveBeenLastCalledWith([2022, 2025]);
});
