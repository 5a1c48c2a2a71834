// A value field bound to the store: it subscribes to its own path only, so a keystroke elsewhere never
// renders it. The store validates on change; leaving the field validates its blur rules.
import { memo, useMemo } from 'react';
import type { ChoiceOption, FieldItem } from '@platform/form-core';
import { CHOICE_TYPES } from '@platform/form-core';
import { useFormMode, useRenderer } from '../context';
import { useFieldState } from '../hooks';
import { useOptionSource } from '../sources/useOptionSource';
import { widgetFor } from '../widgets/registry';
import { FieldRow, itemLabelWidth } from './FieldRow';
import { rendererMessages as m } from '../messages';

export interface FieldProps {
  item: FieldItem;
  path: string;
  /** In a dynamic-table cell: the control and its error only, the column header is the label. */
  bare?: boolean;
}

/** DOM ids may hold any character but CSS selectors and label lookups are easier without brackets. */
export const domId = (prefix: string, path: string) => `${prefix}-${path.replace(/[^\w-]/g, '_')}`;

const hasScript = (source: unknown) => typeof source === 'string' && source.trim() !== '';

function chosenOptions(options: ChoiceOption[] | undefined, value: unknown): unknown {
  if (!options) return undefined;
  if (Array.isArray(value)) return options.filter((o) => value.includes(o.value));
  return options.find((o) => o.value === value);
}

export const Field = memo(function Field({ item, path, bare = false }: FieldProps) {
  const { store, size, idPrefix } = useRenderer();
  const mode = useFormMode();
  const state = useFieldState(path);
  useOptionSource(item, path, state.remoteQuery);
  const o = item.options;

  const handlers = useMemo(
    () => ({
      onChange: (value: unknown) => {
        store.setValue(path, value);
        if (CHOICE_TYPES.has(item.type) && hasScript(item.options.selectCb))
          void store.selected(path, chosenOptions(store.getFieldState(path).options, value));
      },
      onBlur: () => void store.validateField(path, 'blur'),
      onFocus: () => {
        if (hasScript(item.options.focusEvent)) void store.focus(path);
      },
      onClear: () => {
        if (hasScript(item.options.clearCb)) void store.cleared(path);
      },
    }),
    [store, path, item],
  );

  if (!state.visible) return null;
  const id = domId(idPrefix, path);
  const Widget = widgetFor(item.type);
  const control = Widget ? (
    <Widget
      item={item}
      path={path}
      id={id}
      value={state.value}
      {...handlers}
      disabled={state.disabled || mode === 'disabled'}
      size={size}
      options={state.options}
    />
  ) : (
    <span className="fr-unsupported">{m.unsupported(item.type)}</span>
  );
  if (bare) {
    return (
      <div className={`fr-cell${state.error ? ' fr-has-error' : ''}`}>
        {control}
        {state.error && (
          <div className="fr-error" role="alert" id={`${id}-error`}>
            {state.error}
          </div>
        )}
      </div>
    );
  }
  return (
    <FieldRow
      controlId={id}
      label={item.label}
      showLabel={o.showLabel !== false}
      labelWidth={itemLabelWidth(o.labelWidth)}
      labelPosition={undefined}
      requiredMark={state.requiredMark}
      tooltip={o.tooptip || undefined}
      error={state.error}
    >
      {control}
    </FieldRow>
  );
});
