// input and textarea (spec §3): prepend/append, clearable, placeholder, word limit shown only when the
// maximum length exceeds 10, textarea rows (minRows 4, maxRows 99).
import { ConfigProvider, Input, Space } from 'antd';
// antd has no public hook that styles a bare <input>; this is the one its own Input calls.
import { useSharedStyle } from 'antd/es/input/style';
import { useContext, useLayoutEffect, useRef } from 'react';
import type { FieldItem, InputItem, TextareaItem } from '@platform/form-core';
import type { ControlSize } from '../context';
import { asText, widthStyle, type WidgetProps } from './types';

/** The counter is shown only for limits above 10 characters (spec §3). */
export const WORD_LIMIT_FROM = 10;

export function maxLengthOf(maxLength: unknown): number | undefined {
  const n = Number(maxLength);
  return maxLength !== null && maxLength !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * An input without clear button, counter or addons, the common case, needs nothing of antd's Input but
 * its look: it is drawn as a bare <input> with antd's classes that follows the field outside React.
 */
export function isPlainInput(item: FieldItem): boolean {
  const o = item.options ?? {};
  const maxLength = maxLengthOf(o.maxLength);
  return (
    item.type === 'input' &&
    !o.prepend &&
    !o.append &&
    !o.clearable &&
    !(maxLength !== undefined && maxLength > WORD_LIMIT_FROM)
  );
}

export function InputWidget(props: WidgetProps<InputItem>) {
  const { item, id, value, onChange, onBlur, onFocus, disabled, size, watchValue } = props;
  const o = item.options;
  const maxLength = maxLengthOf(o.maxLength);
  if (watchValue && isPlainInput(item)) return <PlainInput {...props} watchValue={watchValue} />;
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

/** antd Input's classes for a bare input (outlined unless the host configures another variant). */
function useInputClassName(size: ControlSize, disabled: boolean): string {
  const config = useContext(ConfigProvider.ConfigContext);
  const prefixCls = config.getPrefixCls('input');
  const [hashId, cssVarCls] = useSharedStyle(prefixCls, `${prefixCls}-css-var`);
  const variant = config.input?.variant ?? config.variant ?? 'outlined';
  return [
    prefixCls,
    size === 'small' ? `${prefixCls}-sm` : size === 'large' ? `${prefixCls}-lg` : '',
    hashId,
    `${prefixCls}-${variant}`,
    disabled ? `${prefixCls}-disabled` : '',
    cssVarCls,
    `${prefixCls}-css-var`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The plain input: uncontrolled, so a keystroke goes to the store without rendering anything, and
 * written from the store only when the field's value differs from what it shows (data set from outside,
 * a script, rows shifted by a delete or copy). Writing only then keeps the caret and an IME composition
 * undisturbed while typing.
 */
function PlainInput(props: WidgetProps<InputItem> & { watchValue: NonNullable<WidgetProps['watchValue']> }) {
  const { item, id, value, onChange, onBlur, onFocus, disabled, size, watchValue } = props;
  const o = item.options;
  const input = useRef<HTMLInputElement>(null);
  const className = useInputClassName(size, disabled);
  useLayoutEffect(
    () =>
      watchValue((next) => {
        const element = input.current;
        const text = asText(next);
        if (element && element.value !== text) element.value = text;
      }),
    [watchValue],
  );
  return (
    <input
      ref={input}
      id={id}
      type={o.type === 'password' ? 'password' : 'text'}
      className={className}
      defaultValue={asText(value)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      placeholder={o.placeholder || undefined}
      maxLength={maxLengthOf(o.maxLength)}
      disabled={disabled}
      style={widthStyle(o.width)}
    />
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
