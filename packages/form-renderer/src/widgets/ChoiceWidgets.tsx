// radio, checkbox, select and cascader (spec §3): options from the store (static, remote, dictionary,
// linkage); select and cascader add multiple and showSearch; select adds onlineSearch.
import { Cascader, Checkbox, Radio, Select } from 'antd';
import type { CascaderItem, CheckboxItem, ChoiceOption, RadioItem, SelectItem } from '@platform/form-core';
import { useOnlineSearch } from '../sources/useOptionSource';
import { widthStyle, type WidgetProps } from './types';

type Value = string | number;

const arrayValue = (value: unknown): Value[] =>
  Array.isArray(value)
    ? (value as Value[])
    : value === undefined || value === null || value === ''
      ? []
      : [value as Value];

const singleValue = (value: unknown): Value | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

export function RadioWidget(props: WidgetProps<RadioItem>) {
  const { item, id, value, onChange, disabled, size, options = [] } = props;
  return (
    <div id={id} role="radiogroup" aria-label={item.label}>
      <Radio.Group
        value={singleValue(value)}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        size={size}
        options={options.map((o) => ({ value: o.value, label: o.label, disabled: !!o.disabled }))}
      />
    </div>
  );
}

export function CheckboxWidget(props: WidgetProps<CheckboxItem>) {
  const { item, id, value, onChange, disabled, options = [] } = props;
  return (
    <div id={id} role="group" aria-label={item.label}>
      <Checkbox.Group
        value={arrayValue(value)}
        onChange={(checked) => onChange(checked)}
        disabled={disabled}
        options={options.map((o) => ({ value: o.value, label: o.label, disabled: !!o.disabled }))}
      />
    </div>
  );
}

export function SelectWidget(props: WidgetProps<SelectItem>) {
  const { item, id, value, onChange, onBlur, onFocus, onClear, disabled, size } = props;
  const o = item.options;
  const online = useOnlineSearch(item);
  const options = online.enabled ? online.options : (props.options ?? []);
  const multiple = !!o.multiple;
  return (
    <Select<Value | Value[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? arrayValue(value) : singleValue(value)}
      onChange={(v) => onChange(v ?? (multiple ? [] : undefined))}
      onBlur={onBlur}
      onFocus={onFocus}
      onClear={onClear}
      allowClear={!!o.clearable}
      showSearch={
        online.enabled
          ? { filterOption: false, onSearch: online.search }
          : o.showSearch
            ? { optionFilterProp: 'label' }
            : false
      }
      loading={online.loading}
      placeholder={o.placeholder || undefined}
      disabled={disabled}
      size={size}
      style={widthStyle(o.width) ?? { width: '100%' }}
      options={options.map((opt) => ({ value: opt.value, label: opt.label, disabled: !!opt.disabled }))}
    />
  );
}

interface CascaderOptionNode {
  value: Value;
  label: string;
  children?: CascaderOptionNode[];
}

function cascaderOptions(options: ChoiceOption[]): CascaderOptionNode[] {
  return options.map((o) => ({
    value: o.value,
    label: o.label,
    children: o.children?.length ? cascaderOptions(o.children) : undefined,
  }));
}

export function CascaderWidget(props: WidgetProps<CascaderItem>) {
  const { item, id, value, onChange, onBlur, onFocus, onClear, disabled, size, options = [] } = props;
  const o = item.options;
  const multiple = !!o.multiple;
  const common = {
    id,
    options: cascaderOptions(options),
    onBlur,
    onFocus,
    allowClear: !!o.clearable,
    showSearch: !!o.showSearch,
    placeholder: o.placeholder || undefined,
    disabled,
    size,
    style: widthStyle(o.width) ?? { width: '100%' },
  };
  if (multiple) {
    return (
      <Cascader
        {...common}
        multiple
        value={Array.isArray(value) ? (value as Value[][]) : []}
        onChange={(v) => (v && v.length ? onChange(v) : (onChange([]), onClear()))}
      />
    );
  }
  return (
    <Cascader
      {...common}
      value={arrayValue(value)}
      onChange={(v) => (v && v.length ? onChange(v) : (onChange([]), onClear()))}
    />
  );
}
