// date (dateType year, month or date), datePicker (date and time) and time (spec §3, §9): the value is
// the text in the item's format (original tokens yyyy-MM-dd …), a [start, end] pair when `range`.
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { DateItem, DatePickerItem, TimeItem } from '@platform/form-core';
import { defaultDateFormat, toDayjsFormat } from '@platform/form-core';
import { widthStyle, type WidgetProps } from './types';
import { useRendererText } from '../i18n';

dayjs.extend(customParseFormat);

type DateLike = DateItem | DatePickerItem | TimeItem;

function parse(value: unknown, format: string): Dayjs | null {
  if (typeof value !== 'string' || !value) return null;
  const d = dayjs(value, format, true);
  if (d.isValid()) return d;
  const loose = dayjs(value);
  return loose.isValid() ? loose : null;
}

function rangeOf(value: unknown, format: string): [Dayjs | null, Dayjs | null] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return [parse(value[0], format), parse(value[1], format)];
}

/** The dayjs format and antd picker of an item. */
export function pickerOf(item: DateLike): {
  format: string;
  picker: 'year' | 'month' | 'date' | 'time';
  showTime: boolean;
} {
  const o = item.options;
  const dateType = o.dateType === 'year' || o.dateType === 'month' ? o.dateType : 'date';
  const original = o.format?.trim() || defaultDateFormat(item.type, dateType);
  const format = toDayjsFormat(original);
  if (item.type === 'time') return { format, picker: 'time', showTime: false };
  if (item.type === 'datePicker') return { format, picker: 'date', showTime: true };
  return { format, picker: dateType, showTime: false };
}

export function DateWidget(props: WidgetProps<DateLike>) {
  const { item, id, value, onChange, onBlur, onFocus, disabled, size } = props;
  const t = useRendererText();
  const o = item.options;
  const { format, picker, showTime } = pickerOf(item);
  const common = {
    id,
    format,
    onBlur,
    onFocus,
    allowClear: o.clearable !== false,
    disabled,
    size,
    style: widthStyle(o.width) ?? { width: '100%' },
  };
  const fromDay = (d: Dayjs | null | undefined) => (d ? d.format(format) : '');
  if (o.range) {
    const placeholder: [string, string] = [
      o.rangeStartPlaceholder || t('date.rangeStart'),
      o.rangeEndPlaceholder || t('date.rangeEnd'),
    ];
    const onRange = (v: [Dayjs | null, Dayjs | null] | null) =>
      onChange(v && (v[0] || v[1]) ? [fromDay(v[0]), fromDay(v[1])] : []);
    if (picker === 'time')
      return (
        <TimePicker.RangePicker
          {...common}
          value={rangeOf(value, format)}
          onChange={onRange}
          placeholder={placeholder}
        />
      );
    return (
      <DatePicker.RangePicker
        {...common}
        picker={picker}
        showTime={showTime}
        value={rangeOf(value, format)}
        onChange={onRange}
        placeholder={placeholder}
      />
    );
  }
  const placeholder = o.placeholder || undefined;
  if (picker === 'time')
    return (
      <TimePicker
        {...common}
        value={parse(value, format)}
        onChange={(d) => onChange(fromDay(d))}
        placeholder={placeholder}
      />
    );
  return (
    <DatePicker
      {...common}
      picker={picker}
      showTime={showTime}
      value={parse(value, format)}
      onChange={(d) => onChange(fromDay(d))}
      placeholder={placeholder}
    />
  );
}
