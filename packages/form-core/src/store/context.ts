// The state the parts of the form store share. Each part (subscriptions, graph, field state, values,
// rows, validation, script bridge) is a module of functions over this object or one of its small state
// objects: a keystroke costs plain function calls, no per-part objects or closures.

import type { FieldPath, FieldState, FormMode } from '../api.js';
import type { PathSegment } from '../paths.js';
import type { ChoiceOption, FieldItem, FormData, FormTemplate } from '../types.js';
import type { DependencyGraph } from './graph.js';
import type { ScriptBridge } from './script-bridge.js';
import type { Subscriptions } from './subscriptions.js';
import type { CoreTranslate } from '../text.js';

/** One item of the template, or one cell of a row, at its path. */
export interface Entry {
  path: FieldPath;
  segments: PathSegment[];
  item: FieldItem;
  hasValue: boolean;
  /** Top-level model under which this field's value lives ('' for top-level layout items). */
  rootModel: string;
  /** Path segments of the enclosing row, when in a sub-form or table row. */
  rowSegments: PathSegment[] | undefined;
  /** Path of the enclosing row container. */
  containerPath: FieldPath | undefined;
  /** An enclosing container is statically disabled. */
  inheritedDisabled: boolean;
  /** Enclosing containers (layout and row), outermost first. */
  ancestors: Entry[];
  /** Text item beside a required field in a table row (syncLabelRequired). */
  syncedRequired: boolean;
  deps: Set<string>;
  usesItem: boolean;
  state: FieldState;
}

/** What a script or a remote load set on a field, over what its template says. */
export interface Overrides {
  visible?: boolean;
  disabled?: boolean;
  options?: ChoiceOption[];
}

export interface StoreContext {
  readonly template: FormTemplate;
  readonly now: () => Date;
  data: FormData;
  mode: FormMode;
  /** Keys of text items that share a table row with a required field (syncLabelRequired). */
  readonly syncedKeys: Set<string>;
  /** Every item and row cell, by path. */
  readonly entries: Map<FieldPath, Entry>;
  /** Items outside rows, by designer key (buttons are clicked by key). */
  readonly byKey: Map<string, Entry>;
  readonly graph: DependencyGraph;
  readonly subscriptions: Subscriptions;
  /** Validation messages, by path. */
  readonly errors: Map<FieldPath, string>;
  readonly overrides: Map<FieldPath, Overrides>;
  /** Row paths of each row container, stable until its rows change. */
  readonly rowsCache: Map<FieldPath, readonly string[]>;
  /** States of paths without an entry (a removed row's cell still asked for by its view). */
  readonly detached: Map<FieldPath, FieldState>;
  readonly scripts: ScriptBridge;
  /** Words the store's own messages. */
  readonly translate: CoreTranslate;
}

/** How deep a change may trigger further changes (linkage, listening scripts) before the chain is stopped. */
export const MAX_SCRIPT_DEPTH = 8;

export function nonEmpty(source: unknown): source is string {
  return typeof source === 'string' && source.trim() !== '';
}
