import { DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { widgetMessages } from '../messages';
import { orderYears, type YearRange } from './yearRange';

export interface YearRangePickerProps {
  value?: YearRange;
  onChange?: (value: YearRange) => void;
  disabled?: boolean;
}

function asDay(year: number | undefined): Dayjs | null {
  return year === undefined ? null : dayjs(new Date(year, 0, 1));
}

/**
 * Two year pickers on a ten-year grid (spec §5). The end year is never before the start: a pick that
 * would make it so swaps the two.
 */
export function YearRangePicker({
  value = [undefined, undefined],
  onChange,
  disabled,
}: YearRangePickerProps) {
  const [start, end] = value;
  const pick = (range: YearRange): void => onChange?.(orderYears(range));
  return (
    <Flex align="center" gap="small">
      <DatePicker
        picker="year"
        placeholder={widgetMessages.startYear}
        aria-label={widgetMessages.startYear}
        disabled={disabled}
        value={asDay(start)}
        onChange={(day) => pick([day?.year(), end])}
      />
      <span>{widgetMessages.yearSeparator}</span>
      <DatePicker
        picker="year"
        placeholder={widgetMessages.endYear}
        aria-label={widgetMessages.endYear}
        disabled={disabled}
        value={asDay(end)}
        onChange={(day) => pick([start, day?.year()])}
      />
    </Flex>
  );
}
