// <FormRenderer>: renders a template with antd over a form-core store. No form-wide React state holds
// the data: each field subscribes to its own path, so typing re-renders one field. The ref offers the
// imperative API of the original renderer (getData, setData, reset, validate, mode, print).
import { App } from 'antd';
import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { flushSync } from 'react-dom';
import type {
  FormData,
  FormEvent,
  FormMode,
  FormStore,
  FormTemplate,
  ValidationResult,
} from '@platform/form-core';
import { createFormStore } from '@platform/form-core';
import {
  controlSize,
  FieldNoteContext,
  ModeContext,
  RendererContext,
  type FieldNote,
  type RendererContextValue,
} from './context';
import { SectionedList } from './layout/ItemList';
import { confinedCss, scopedCss } from './customStyle';
import { coreText, useRendererText } from './i18n';
import type { FormDataSource, FormUploader } from './sources/types';
import './renderer.css';

/** Renderer default label width (spec §9); the designer writes 100 into new templates. */
export const DEFAULT_LABEL_WIDTH = 120;

export interface FormRendererProps {
  template: FormTemplate;
  /** Initial data; later changes go through the ref's setData. */
  data?: FormData;
  mode?: FormMode;
  dataSource?: FormDataSource;
  uploader?: FormUploader;
  /** Script messages, script and expression errors (shown as messages / logged by default). */
  onEvent?: (event: FormEvent) => void;
  /**
   * What to show under a value field, below its error (a reviewer's comment, an expert's suggestion);
   * nothing when it answers null. Keep it stable: a new function renders every field again.
   */
  fieldNote?: FieldNote;
  className?: string;
}

export interface FormRendererHandle {
  /** Validated data (hidden fields stripped unless outputHidden); rejects with '验证失败'. */
  getData(): Promise<FormData>;
  /** Current values including hidden fields, without validation. */
  getValues(): FormData;
  setData(data: FormData): void;
  reset(): void;
  validate(): ValidationResult;
  setMode(mode: FormMode): void;
  /** Preview: rules are skipped. */
  setPreview(preview: boolean): void;
  /** Every field read-only. */
  setDisabled(disabled: boolean): void;
  /** Prints the form alone, read-only, then restores the mode. */
  print(): void;
  readonly store: FormStore;
}

const PRINTING_CLASS = 'fr-printing';

function labelWidthOf(value: unknown): number {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) && n >= 0 ? n : DEFAULT_LABEL_WIDTH;
}

/**
 * Renders a template. Its own antd <App> gives messages and confirmations a holder whether or not the
 * host page has one.
 */
export const FormRenderer = forwardRef<FormRendererHandle, FormRendererProps>(
  function FormRenderer(props, ref) {
    return (
      <App component={false}>
        <FormBody {...props} ref={ref} />
      </App>
    );
  },
);

const FormBody = forwardRef<FormRendererHandle, FormRendererProps>(function FormBody(props, ref) {
  const { template, data, dataSource, uploader, onEvent, fieldNote, className } = props;
  const initial = useRef({ data, mode: props.mode });
  // The store words its messages (required, row refusals…) in the language of the moment it words them:
  // a language switch reaches it through this ref without rebuilding the store and losing the data.
  const translate = useRendererText();
  const text = useRef(translate);
  useLayoutEffect(() => {
    text.current = translate;
  }, [translate]);
  const store = useMemo(
    () =>
      createFormStore(template, {
        data: initial.current.data,
        mode: initial.current.mode ?? 'edit',
        translate: coreText((key, params) => text.current(key, params)),
      }),
    [template],
  );
  const [mode, setModeState] = useState<FormMode>(props.mode ?? 'edit');
  const root = useRef<HTMLDivElement>(null);
  const idPrefix = `fr${useId().replace(/[^\w-]/g, '')}`;
  const { message } = App.useApp();

  // Disposed a moment after unmount, so that StrictMode's unmount/remount keeps the store alive.
  const disposal = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(disposal.current);
    return () => {
      disposal.current = setTimeout(() => store.dispose(), 0);
    };
  }, [store]);

  useEffect(() => {
    if (props.mode && props.mode !== store.getMode()) {
      store.setMode(props.mode);
      setModeState(props.mode);
    }
  }, [props.mode, store]);

  useEffect(
    () =>
      store.onEvent((event) => {
        if (onEvent) onEvent(event);
        else if (event.type === 'message') void message.open({ type: event.level, content: event.text });
        else console.warn(`[form] ${event.type} at ${event.path}: ${event.error}`);
      }),
    [store, onEvent, message],
  );

  useImperativeHandle(ref, () => {
    const setMode = (next: FormMode) => {
      store.setMode(next);
      setModeState(next);
    };
    return {
      store,
      getData: () => store.getData(),
      getValues: () => store.getValues(),
      setData: (next) => store.setData(next),
      reset: () => store.reset(),
      validate: () => store.validate(),
      setMode,
      setPreview: (preview) => setMode(preview ? 'preview' : 'edit'),
      setDisabled: (disabled) => setMode(disabled ? 'disabled' : 'edit'),
      print: () => {
        const before = store.getMode();
        flushSync(() => setMode('disabled'));
        document.body.classList.add(PRINTING_CLASS);
        root.current?.classList.add('fr-print-target');
        try {
          window.print();
        } finally {
          document.body.classList.remove(PRINTING_CLASS);
          root.current?.classList.remove('fr-print-target');
          setMode(before);
        }
      },
    };
  }, [store]);

  const config = store.template.config;
  const size = controlSize(config.size);
  const scopeClass = `fr-scope-${idPrefix}`;
  const css = useMemo(() => {
    const scoped = scopedCss(config.customStyle, scopeClass);
    return scoped && confinedCss(scoped);
  }, [config.customStyle, scopeClass]);
  const labelPosition =
    config.labelPosition === 'left' || config.labelPosition === 'top' ? config.labelPosition : 'right';
  const rootClass = [
    'fr-form',
    scopeClass,
    `fr-label-${labelPosition}`,
    `fr-size-${size}`,
    config.hideRequiredMark ? 'fr-hide-required' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const labelWidth = labelWidthOf(config.labelWidth);
  const style = useMemo(() => ({ '--fr-label-width': `${labelWidth}px` }) as CSSProperties, [labelWidth]);
  const context = useMemo<RendererContextValue>(
    () => ({
      store,
      config,
      size,
      dataSource,
      uploader,
      idPrefix,
      requests: new Map(),
      formClassName: rootClass,
      formStyle: style,
    }),
    [store, config, size, dataSource, uploader, idPrefix, rootClass, style],
  );

  return (
    <RendererContext.Provider value={context}>
      <ModeContext.Provider value={mode}>
        <FieldNoteContext.Provider value={fieldNote}>
          <div ref={root} className={rootClass} style={style} data-mode={mode}>
            {css && <style>{css}</style>}
            <SectionedList items={store.template.list} />
          </div>
        </FieldNoteContext.Provider>
      </ModeContext.Provider>
    </RendererContext.Provider>
  );
});
