import { DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const [start, end] = value;
  const pick = (range: YearRange): void => onChange?.(orderYears(range));
  return (
    <Flex align="center" gap="small">
      <DatePicker
        picker="year"
        placeholder={t('yearRange.start')}
        aria-label={t('yearRange.start')}
        disabled={disabled}
        value={asDay(start)}
        onChange={(day) => pick([day?.year(), end])}
      />
      <span>{t('yearRange.separator')}</span>
      <DatePicker
        picker="year"
        placeholder={t('yearRange.end')}
        aria-label={t('yearRange.end')}
        disabled={disabled}
        value={asDay(end)}
        onChange={(day) => pick([start, day?.year()])}
      />
    </Flex>
  );
}
