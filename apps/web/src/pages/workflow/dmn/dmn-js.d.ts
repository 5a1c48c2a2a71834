// dmn-js ships no types: the part of its Modeler the decision tables page uses.
declare module 'dmn-js/lib/Modeler' {
  /** A view of the document: the requirements diagram (drd) or one decision's table or expression. */
  export interface DmnView {
    element: { $type: string; id?: string; name?: string };
    id: string;
    name?: string;
    type: 'drd' | 'decisionTable' | 'literalExpression' | 'boxedExpression';
  }

  /** One view's editor: its own event bus (commandStack.changed, elements.changed …) and services. */
  export interface DmnViewer {
    on(event: string, callback: (event: { trigger?: string }) => void): void;
    off(event: string, callback: (event: { trigger?: string }) => void): void;
    get<T = unknown>(service: string): T;
  }

  export interface DmnModelerOptions {
    container?: HTMLElement;
    common?: Record<string, unknown>;
    [viewType: string]: unknown;
  }

  export default class DmnModeler {
    constructor(options?: DmnModelerOptions);
    importXML(xml: string, options?: { open?: boolean }): Promise<{ warnings: unknown[] }>;
    saveXML(options?: { format?: boolean }): Promise<{ xml: string }>;
    getDefinitions(): unknown;
    getViews(): DmnView[];
    getActiveView(): DmnView | undefined;
    getActiveViewer(): DmnViewer | undefined;
    open(view: DmnView): Promise<{ warnings: unknown[] }>;
    on(event: 'views.changed', callback: (event: { views: DmnView[]; activeView?: DmnView }) => void): void;
    on(event: 'viewer.created', callback: (event: { type: string; viewer: DmnViewer }) => void): void;
    on(event: 'import.render.complete', callback: (event: { view: DmnView; error: unknown }) => void): void;
    on(event: string, callback: (event: unknown) => void): void;
    destroy(): void;
  }
}
