// number (spec §3, §9): min 0, max 100, step 1 by default; precision applies from 0 to 50 and is
// ignored above; a maximum length of 0 means unlimited.
import { InputNumber } from 'antd';
import type { NumberItem } from '@platform/form-core';
import { maxLengthOf } from './TextInputs';
import { widthStyle, type WidgetProps } from './types';

const PRECISION_LIMIT = 50;

export function precisionOf(precision: unknown): number | undefined {
  const n = Number(precision);
  return precision !== null && precision !== '' && Number.isInteger(n) && n >= 0 && n <= PRECISION_LIMIT
    ? n
    : undefined;
}

const finite = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
};

export function NumberWidget(props: WidgetProps<NumberItem>) {
  const { item, id, value, onChange, onBlur, onFocus, disabled, size } = props;
  const o = item.options;
  const numeric = value === '' || value === null || value === undefined ? null : Number(value);
  return (
    <InputNumber<number>
      id={id}
      value={numeric !== null && Number.isFinite(numeric) ? numeric : null}
      onChange={(v) => onChange(v ?? undefined)}
      onBlur={onBlur}
      onFocus={onFocus}
      min={finite(o.min, 0)}
      max={finite(o.max, 100)}
      step={finite(o.step, 1)}
      precision={precisionOf(o.precision)}
      maxLength={maxLengthOf(o.maxLength)}
      placeholder={o.placeholder || undefined}
      disabled={disabled}
      size={size}
      style={widthStyle(o.width) ?? { width: '100%' }}
    />
  );
}
