// input and textarea (spec §3): prepend/append, clearable, placeholder, word limit shown only when the
// maximum length exceeds 10, textarea rows (minRows 4, maxRows 99).
import { Input, Space } from 'antd';
import type { InputItem, TextareaItem } from '@platform/form-core';
import { asText, widthStyle, type WidgetProps } from './types';

/** The counter is shown only for limits above 10 characters (spec §3). */
export const WORD_LIMIT_FROM = 10;

export function maxLengthOf(maxLength: unknown): number | undefined {
  const n = Number(maxLength);
  return maxLength !== null && maxLength !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function InputWidget(props: WidgetProps<InputItem>) {
  const { item, id, value, onChange, onBlur, onFocus, disabled, size } = props;
  const o = item.options;
  const maxLength = maxLengthOf(o.maxLength);
  const input = (
    <Input
      id={id}
      type={o.type === 'password' ? 'password' : 'text'}
      value={asText(value)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      placeholder={o.placeholder || undefined}
      allowClear={!!o.clearable}
      maxLength={maxLength}
      showCount={maxLength !== undefined && maxLength > WORD_LIMIT_FROM}
      disabled={disabled}
      size={size}
      style={o.prepend || o.append ? undefined : widthStyle(o.width)}
    />
  );
  if (!o.prepend && !o.append) return input;
  return (
    <Space.Compact style={widthStyle(o.width)} size={size}>
      {o.prepend && <Space.Addon>{o.prepend}</Space.Addon>}
      {input}
      {o.append && <Space.Addon>{o.append}</Space.Addon>}
    </Space.Compact>
  );
}

const TEXTAREA_MIN_ROWS = 4;
const TEXTAREA_MAX_ROWS = 99;

export function TextareaWidget(props: WidgetProps<TextareaItem>) {
  const { item, id, value, onChange, onBlur, onFocus, disabled, size } = props;
  const o = item.options;
  const maxLength = maxLengthOf(o.maxLength);
  const autoSize =
    o.minRows !== undefined || o.maxRows !== undefined
      ? {
          minRows: Math.max(1, Number(o.minRows) || TEXTAREA_MIN_ROWS),
          maxRows: Math.min(TEXTAREA_MAX_ROWS, Number(o.maxRows) || TEXTAREA_MAX_ROWS),
        }
      : undefined;
  return (
    <Input.TextArea
      id={id}
      value={asText(value)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      placeholder={o.placeholder || undefined}
      allowClear={!!o.clearable}
      maxLength={maxLength}
      showCount={maxLength !== undefined && maxLength > WORD_LIMIT_FROM}
      rows={autoSize ? undefined : Number(o.rows) || TEXTAREA_MIN_ROWS}
      autoSize={autoSize}
      disabled={disabled}
      size={size}
      style={widthStyle(o.width)}
    />
  );
}
