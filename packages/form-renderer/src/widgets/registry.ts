// Which control renders which value type. Types outside this map (custom components of the original
// product) are shown as unsupported, never dropped silently.
import { memo, type ComponentType } from 'react';
import type { FieldItem } from '@platform/form-core';
import { CascaderWidget, CheckboxWidget, RadioWidget, SelectWidget } from './ChoiceWidgets';
import { DateWidget } from './DateWidgets';
import { NumberWidget } from './NumberWidget';
import { RegionWidget, AddressWidget } from './RegionWidget';
import { RateWidget, SliderWidget, SwitchWidget } from './ScalarWidgets';
import { InputWidget, isPlainInput, TextareaWidget } from './TextInputs';
import type { WidgetProps } from './types';
import { UploadWidget } from './UploadWidget';

// Each widget narrows `item` to its own type; the Field hands it the item whose type chose it.
type AnyWidget = ComponentType<WidgetProps<never>>;

const widgets: Record<string, AnyWidget> = {
  input: InputWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  cascader: CascaderWidget,
  date: DateWidget,
  datePicker: DateWidget,
  time: DateWidget,
  rate: RateWidget,
  switch: SwitchWidget,
  slider: SliderWidget,
  uploadImg: UploadWidget,
  uploadFile: UploadWidget,
  state: RegionWidget,
  address: AddressWidget,
};

// Memoised: a field whose error or marker changes (validate-all) re-renders its row, not its control.
const memoised = new Map(Object.entries(widgets).map(([type, widget]) => [type, memo(widget)]));

export function widgetFor(type: string): ComponentType<WidgetProps> | undefined {
  return memoised.get(type) as ComponentType<WidgetProps> | undefined;
}

/**
 * Whether the item's widget keeps its control in step with the field by itself (WidgetProps.watchValue):
 * its field then does not render on a change of value, only on the rest of its state.
 */
export function followsOwnValue(item: FieldItem): boolean {
  return isPlainInput(item);
}
