// What every field of one rendered form shares: the core store, the template's form-level config, the
// host's data source and uploader. It is created once per form and never changes while the form lives,
// so reading it never re-renders a field; what changes lives in the store, read per field.
import type { FieldItem, FieldPath, FormConfig, FormMode, FormStore } from '@platform/form-core';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import type { FormDataSource, FormUploader } from './sources/types';

export type ControlSize = 'large' | 'middle' | 'small';

export interface RendererContextValue {
  store: FormStore;
  config: FormConfig;
  /** antd size from the template's size (medium, small, mini). */
  size: ControlSize;
  dataSource: FormDataSource | undefined;
  uploader: FormUploader | undefined;
  /** Prefix of the DOM ids of this form's controls (several forms may share a page). */
  idPrefix: string;
  /**
   * Remote answers by request, shared by the fields of this form: a hundred rows of a dynamic table
   * with the same remote select send one request.
   */
  requests: Map<string, Promise<unknown>>;
  /** Class and style of the form root, for parts rendered elsewhere (dialogs). */
  formClassName: string;
  formStyle: CSSProperties;
}

export const RendererContext = createContext<RendererContextValue | null>(null);

export function useRenderer(): RendererContextValue {
  const value = useContext(RendererContext);
  if (!value) throw new Error('A form field was rendered outside <FormRenderer>.');
  return value;
}

/** Element UI's sizes as the original templates name them, to antd's. */
export function controlSize(size: string | undefined): ControlSize {
  if (size === 'small' || size === 'mini') return 'small';
  if (size === 'large') return 'large';
  return 'middle';
}

/**
 * The form's mode (edit, preview, disabled) as React state of the form: it changes rarely (the
 * imperative API), and every field and row button must follow it at once.
 */
export const ModeContext = createContext<FormMode>('edit');

export function useFormMode(): FormMode {
  return useContext(ModeContext);
}

/** What the host shows under a value field (FormRendererProps.fieldNote); apart, as it may change. */
export type FieldNote = (path: FieldPath, item: FieldItem) => ReactNode;
export const FieldNoteContext = createContext<FieldNote | undefined>(undefined);
