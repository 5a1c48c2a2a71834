// rate, switch and slider (spec §3): rate max 5 and half stars; switch texts; slider min/max/step,
// marks (key → label) and an input beside it.
import { InputNumber, Rate, Slider, Switch } from 'antd';
import type { RateItem, SliderItem, SwitchItem } from '@platform/form-core';
import type { WidgetProps } from './types';

const num = (v: unknown, fallback: number) => {
  const n = typeof v === 'string' && !v.trim() ? NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
};

export function RateWidget(props: WidgetProps<RateItem>) {
  const { item, id, value, onChange, disabled } = props;
  return (
    <Rate
      id={id}
      count={Math.max(1, Math.round(num(item.options.max, 5)))}
      allowHalf={!!item.options.allowHalf}
      value={num(value, 0)}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

export function SwitchWidget(props: WidgetProps<SwitchItem>) {
  const { item, id, value, onChange, disabled, size } = props;
  const { activeText, inactiveText } = item.options;
  return (
    <Switch
      id={id}
      checked={value === true || value === 'true' || value === 1}
      onChange={(checked) => onChange(checked)}
      checkedChildren={activeText || undefined}
      unCheckedChildren={inactiveText || undefined}
      disabled={disabled}
      size={size === 'small' ? 'small' : 'default'}
    />
  );
}

/** Marks as the designer writes them ({ "20": "低" }), with numeric keys within min..max. */
export function sliderMarks(marks: unknown, min: number, max: number): Record<number, string> | undefined {
  if (!marks || typeof marks !== 'object') return undefined;
  const out: Record<number, string> = {};
  for (const [key, label] of Object.entries(marks as Record<string, unknown>)) {
    const at = Number(key);
    if (Number.isFinite(at) && at >= min && at <= max) out[at] = String(label);
  }
  return Object.keys(out).length ? out : undefined;
}

export function SliderWidget(props: WidgetProps<SliderItem>) {
  const { item, id, value, onChange, disabled, size } = props;
  const o = item.options;
  const min = num(o.min, 0);
  const max = num(o.max, 100);
  const step = num(o.step, 1) || 1;
  const marks = sliderMarks(o.marks, min, max);
  if (o.range) {
    const pair = Array.isArray(value) ? [num(value[0], min), num(value[1], max)] : [min, min];
    return (
      <Slider
        range
        id={id}
        min={min}
        max={max}
        step={step}
        marks={marks}
        value={pair}
        onChange={onChange}
        disabled={disabled}
      />
    );
  }
  const single = num(value, min);
  return (
    <div className="fr-slider">
      <Slider
        id={id}
        min={min}
        max={max}
        step={step}
        marks={marks}
        value={single}
        onChange={onChange}
        disabled={disabled}
      />
      {o.showInput && (
        <InputNumber
          aria-label={item.label}
          min={min}
          max={max}
          step={step}
          value={single}
          onChange={(v) => onChange(v ?? min)}
          disabled={disabled}
          size={size}
        />
      )}
    </div>
  );
}
