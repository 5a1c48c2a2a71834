// A value field bound to the store, in three parts that each subscribe to their own slice of the
// field's state: the row (visibility, required marker), the control (value, disabled, options) and
// the box around the control (error). Typing re-renders the control only, and a plain input not even
// that (it follows the value outside React); validate-all renders nothing (each box writes its error
// into the DOM); a keystroke elsewhere renders nothing here. The store validates on change; leaving
// the field validates its blur rules.
import { memo, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ChoiceOption, FieldItem, FieldState } from '@platform/form-core';
import { CHOICE_TYPES } from '@platform/form-core';
import { FieldNoteContext, useFormMode, useRenderer } from '../context';
import { useFieldSlice } from '../hooks';
import { useOptionSource } from '../sources/useOptionSource';
import { followsOwnValue, widgetFor } from '../widgets/registry';
import { FieldRow, INVALID_CLASS, itemLabelWidth } from './FieldRow';
import { UnsupportedType } from '../i18n';

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
/** Of a control that follows its own value: typing renders nothing. */
const OWN_VALUE_CONTROL_KEYS: readonly (keyof FieldState)[] = ['disabled', 'options', 'remoteQuery'];

export const Field = memo(function Field({ item, path, bare = false }: FieldProps) {
  const { idPrefix } = useRenderer();
  const row = useFieldSlice(path, ROW_KEYS);
  const fieldNote = useContext(FieldNoteContext);
  if (!row.visible) return null;
  const id = domId(idPrefix, path);
  // Keyed: an item edited in the designer may switch between the two ways of following the value.
  const ownValue = followsOwnValue(item);
  const note = fieldNote?.(path, item);
  const box = (
    <FieldBox path={path} id={id} className={bare ? 'fr-cell' : 'fr-control'}>
      <FieldControl key={ownValue ? 'own' : 'bound'} item={item} path={path} id={id} ownValue={ownValue} />
      {note != null && note !== false && <div className="fr-note">{note}</div>}
    </FieldBox>
  );
  if (bare) return box;
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
    >
      {box}
    </FieldRow>
  );
});

/**
 * The field's box: the control, then the error below it. The store is the source of truth and the box
 * follows the field's error by itself, writing its class and error text straight into the DOM from the
 * store's notification: a validate-all of a thousand fields then costs a thousand small DOM writes in
 * one task, not a thousand React renders (the control, the row and the other fields are not touched).
 */
function FieldBox({
  path,
  id,
  className,
  children,
}: {
  path: string;
  id: string;
  className: string;
  children: ReactNode;
}) {
  const { store } = useRenderer();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current!;
    let text: HTMLDivElement | undefined;
    let shown: string | undefined;
    const show = () => {
      const error = store.getFieldState(path).error;
      if (error === shown) return;
      shown = error;
      element.classList.toggle(INVALID_CLASS, error !== undefined);
      if (error === undefined) {
        text?.remove();
        text = undefined;
        return;
      }
      if (!text) {
        text = document.createElement('div');
        text.className = 'fr-error';
        text.setAttribute('role', 'alert');
        text.id = `${id}-error`;
      }
      text.textContent = error;
      if (text.parentNode !== element) element.append(text);
    };
    show();
    const unsubscribe = store.subscribe(path, show);
    return () => {
      unsubscribe();
      text?.remove();
      element.classList.remove(INVALID_CLASS);
    };
  }, [store, path, id]);
  return (
    <div ref={box} className={className}>
      {children}
    </div>
  );
}

const FieldControl = memo(function FieldControl({
  item,
  path,
  id,
  ownValue,
}: {
  item: FieldItem;
  path: string;
  id: string;
  /** The widget follows the value itself (followsOwnValue); this component then skips value changes. */
  ownValue: boolean;
}) {
  const { store, size } = useRenderer();
  const mode = useFormMode();
  const state = useFieldSlice(path, ownValue ? OWN_VALUE_CONTROL_KEYS : CONTROL_KEYS);
  const watchValue = useMemo(
    () =>
      ownValue
        ? (show: (value: unknown) => void) => {
            // Only a new value is shown: a validate-all notifies every field with its value unchanged.
            let shown = store.getFieldState(path).value;
            show(shown);
            return store.subscribe(path, () => {
              const value = store.getFieldState(path).value;
              if (value !== shown) show((shown = value));
            });
          }
        : undefined,
    [ownValue, store, path],
  );

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
  if (!Widget)
    return (
      <span className="fr-unsupported">
        <UnsupportedType type={item.type} />
      </span>
    );
  const control = (
    <Widget
      item={item}
      path={path}
      id={id}
      value={ownValue ? store.getFieldState(path).value : state.value}
      watchValue={watchValue}
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
