import type { ChoiceOption, FieldItem } from '@platform/form-core';
import type { ControlSize } from '../context';

/** A field's control: controlled by the store through its Field, unaware of the store itself. */
export interface WidgetProps<I extends FieldItem = FieldItem> {
  item: I;
  /** Path of the value in the form data (`model`, `parent[0].model`). */
  path: string;
  /** DOM id the label points at. */
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  onFocus: () => void;
  /** The user cleared the control with its clear button (runs clearCb). */
  onClear: () => void;
  disabled: boolean;
  size: ControlSize;
  /** Options of a choice field, as the store resolved them (static, remote, dictionary, linkage). */
  options: ChoiceOption[] | undefined;
  /**
   * Given to a widget that keeps its control in step with the field by itself (registry's
   * followsOwnValue): `value` is then the value at mount only, and watchValue calls `show` with the
   * current value at once and after every change of the field, until the returned function is called.
   */
  watchValue?: (show: (value: unknown) => void) => () => void;
}

/** `width` as the designer writes it ('100%', '200px', '200'); undefined leaves the control's own. */
export function widthStyle(width: unknown): { width: string } | undefined {
  if (typeof width === 'number' && width > 0) return { width: `${width}px` };
  if (typeof width !== 'string' || !width.trim()) return undefined;
  const w = width.trim();
  return { width: /^\d+(\.\d+)?$/.test(w) ? `${w}px` : w };
}

export const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);
