// The parts of the properties panel libraries the designer uses; they ship no type declarations.
declare module 'bpmn-js-properties-panel' {
  import type { ModuleDeclaration } from 'didi';

  export const BpmnPropertiesPanelModule: ModuleDeclaration;
  export const BpmnPropertiesProviderModule: ModuleDeclaration;
  /** A service of the modeler, inside an entry component (Preact). */
  export function useService<T = unknown>(name: string, strict?: boolean): T;
}

declare module '@bpmn-io/properties-panel' {
  import type { FunctionComponent } from '@bpmn-io/properties-panel/preact';

  interface EntryProps {
    id: string;
    element: unknown;
    label: string;
    description?: string;
    getValue: (element: unknown) => string;
    setValue: (value: string, error?: string | null) => void;
    validate?: (value: string) => string | null | undefined;
    disabled?: boolean;
  }

  export const TextFieldEntry: FunctionComponent<
    EntryProps & { debounce: (fn: (...args: unknown[]) => void) => (...args: unknown[]) => void }
  >;
  export const TextAreaEntry: FunctionComponent<
    EntryProps & {
      debounce: (fn: (...args: unknown[]) => void) => (...args: unknown[]) => void;
      rows?: number;
      monospace?: boolean;
    }
  >;
  export const SelectEntry: FunctionComponent<
    EntryProps & { getOptions: (element: unknown) => { value: string; label: string }[] }
  >;
  export function isTextFieldEntryEdited(node: unknown): boolean;
  export function isTextAreaEntryEdited(node: unknown): boolean;
  export function isSelectEntryEdited(node: unknown): boolean;
}

// bpmn-js's own model library, which the tests use to read and write documents without a canvas.
declare module 'bpmn-moddle' {
  interface ModdleElement {
    $type: string;
    $instanceOf(type: string): boolean;
    get(name: string): unknown;
    set(name: string, value: unknown): void;
    [property: string]: unknown;
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: unknown[] }>;
    toXML(element: ModdleElement): Promise<{ xml: string }>;
    create(type: string, attributes?: Record<string, unknown>): ModdleElement;
  }
}
