// A value field bound to the store, in three parts that each subscribe to their own slice of the
// field's state: the row (visibility, required marker), the control (value, disabled, options) and
// the error. Typing re-renders the control only; validate-all re-renders the error texts only; and a
// keystroke elsewhere renders nothing here. The store validates on change; leaving the field
// validates its blur rules.
import { memo, useMemo } from 'react';
import type { ChoiceOption, FieldItem, FieldState } from '@platform/form-core';
import { CHOICE_TYPES } from '@platform/form-core';
import { useFormMode, useRenderer } from '../context';
import { useFieldError, useFieldSlice } from '../hooks';
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

const ROW_KEYS: readonly (keyof FieldState)[] = ['visible', 'requiredMark'];
const CONTROL_KEYS: readonly (keyof FieldState)[] = ['value', 'disabled', 'options', 'remoteQuery'];

export const Field = memo(function Field({ item, path, bare = false }: FieldProps) {
  const { idPrefix } = useRenderer();
  const row = useFieldSlice(path, ROW_KEYS);
  if (!row.visible) return null;
  const id = domId(idPrefix, path);
  const control = <FieldControl item={item} path={path} id={id} />;
  const error = <FieldError path={path} id={id} />;
  if (bare) {
    return (
      <div className="fr-cell">
        {error}
        {control}
      </div>
    );
  }
  const o = item.options;
  return (
    <FieldRow
      controlId={id}
      label={item.label}
      showLabel={o.showLabel !== false}
      labelWidth={itemLabelWidth(o.labelWidth)}
      labelPosition={undefined}
      requiredMark={!!row.requiredMark}
      tooltip={o.tooptip || undefined}
      error={undefined}
    >
      {error}
      {control}
    </FieldRow>
  );
});

const FieldControl = memo(function FieldControl({
  item,
  path,
  id,
}: {
  item: FieldItem;
  path: string;
  id: string;
}) {
  const { store, size } = useRenderer();
  const mode = useFormMode();
  const state = useFieldSlice(path, CONTROL_KEYS);

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

  const Widget = widgetFor(item.type);
  if (!Widget) return <span className="fr-unsupported">{m.unsupported(item.type)}</span>;
  const control = (
    <Widget
      item={item}
      path={path}
      id={id}
      value={state.value}
      {...handlers}
      disabled={!!state.disabled || mode === 'disabled'}
      size={size}
      options={state.options}
    />
  );
  if (!CHOICE_TYPES.has(item.type)) return control;
  return (
    <>
      <OptionSource item={item} path={path} remoteQuery={state.remoteQuery} />
      {control}
    </>
  );
});

/** Loads a choice field's remote or dictionary options; renders nothing. */
function OptionSource(props: { item: FieldItem; path: string; remoteQuery: FieldState['remoteQuery'] }) {
  useOptionSource(props.item, props.path, props.remoteQuery);
  return null;
}

function FieldError({ path, id }: { path: string; id: string }) {
  const error = useFieldError(path);
  if (!error) return null;
  return (
    <div className="fr-error" role="alert" id={`${id}-error`}>
      {error}
    </div>
  );
}
