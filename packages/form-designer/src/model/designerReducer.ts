// The designer's state and every transition of spec forms.md §4, pure and tested without a DOM:
// add (palette click or drop), move, select, copy, delete, property edits, form settings, table
// layout operations, clear, import, undo and redo. A refused change leaves the state as it was and
// names the reason in `notice`, which the page shows as a message: in Chinese, or in the language of
// the translate the action carries (the page passes its own).
import {
  DEFAULT_FORM_CONFIG,
  findDuplicateModels,
  importTemplate,
  SCHEMA_VERSION,
  summariseScore,
  TemplateImportError,
  type FieldItem,
  type FormConfig,
  type FormTemplate,
  type ScoreSummary,
} from '@platform/form-core';
import { chineseText, coreText, type DesignerKey, type DesignerTranslate } from '../text';
import { applyTableOperation, type CellRef, type TableOperation } from './tableOps';
import {
  cloneWithNewKeys,
  findItem,
  getSlotList,
  isWithin,
  removeItem,
  ROOT,
  slotOwner,
  takenKeys,
  updateItem,
  updateSlot,
  type Slot,
} from './tree';

/** History kept for undo. */
export const HISTORY_LIMIT = 100;

/** Containers a dynamic table may not be put in (spec §5). */
const NO_BATCH_IN = new Set(['control', 'batch', 'divider', 'table']);

export interface Notice {
  level: 'warning' | 'error' | 'success';
  text: string;
  /** Increments so that the same message twice is shown twice. */
  id: number;
}

export interface DesignerState {
  template: FormTemplate;
  selectedKey: string | null;
  past: FormTemplate[];
  future: FormTemplate[];
  /** Consecutive edits with the same coalesce key are one undo step (typing in a property). */
  lastCoalesce: string | null;
  notice: Notice | null;
  /** Counts template changes (the autosave and "dirty" flag follow it). */
  revision: number;
}

/** The words of a refusal, for the actions that may be refused. */
interface Worded {
  translate?: DesignerTranslate;
}

export type DesignerAction =
  | ({ type: 'add'; item: FieldItem; slot?: Slot; index?: number } & Worded)
  | ({ type: 'clickAdd'; item: FieldItem } & Worded)
  | ({ type: 'move'; key: string; slot: Slot; index: number } & Worded)
  | { type: 'select'; key: string | null }
  | { type: 'copy'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'update'; key: string; update: (item: FieldItem) => FieldItem; coalesce?: string }
  | { type: 'config'; patch: Partial<FormConfig>; coalesce?: string }
  | ({ type: 'table'; key: string; op: TableOperation; cell: CellRef } & Worded)
  | { type: 'clear' }
  | { type: 'load'; template: FormTemplate }
  /** A stored form opened: a fresh start, with no history to undo into. */
  | { type: 'init'; template: FormTemplate }
  | { type: 'undo' }
  | { type: 'redo' };

export function emptyTemplate(): FormTemplate {
  return { schemaVersion: SCHEMA_VERSION, list: [], config: { ...DEFAULT_FORM_CONFIG } };
}

export function initialState(template: FormTemplate = emptyTemplate()): DesignerState {
  return { template, selectedKey: null, past: [], future: [], lastCoalesce: null, notice: null, revision: 0 };
}

let noticeId = 0;
const refuse = (state: DesignerState, text: string, level: Notice['level'] = 'warning'): DesignerState => ({
  ...state,
  notice: { level, text, id: ++noticeId },
});

/** Records a new template, pushing the current one on the undo history. */
function commit(
  state: DesignerState,
  template: FormTemplate,
  selectedKey: string | null = state.selectedKey,
  coalesce: string | null = null,
): DesignerState {
  if (template === state.template) return { ...state, selectedKey };
  const merge = coalesce !== null && coalesce === state.lastCoalesce;
  const past = merge ? state.past : [...state.past, state.template].slice(-HISTORY_LIMIT);
  return {
    ...state,
    template,
    selectedKey,
    past,
    future: [],
    lastCoalesce: coalesce,
    notice: null,
    revision: state.revision + 1,
  };
}

/** Why an item may not go into a slot, or undefined when it may. */
export function placementProblem(
  list: readonly FieldItem[],
  item: FieldItem,
  slot: Slot,
): DesignerKey | undefined {
  if (slot.kind === 'root') return undefined;
  const owner = slotOwner(list, slot);
  if (!owner) return 'refusals.notContainer';
  if (item.type === 'batch' && NO_BATCH_IN.has(owner.type)) return 'refusals.batchRefused';
  if (isWithin(list, item.key, owner.key)) return 'refusals.intoItself';
  return undefined;
}

const withList = (template: FormTemplate, list: FieldItem[]): FormTemplate =>
  list === template.list ? template : { ...template, list };

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  const { template } = state;
  switch (action.type) {
    case 'add': {
      const slot = action.slot ?? ROOT;
      const problem = placementProblem(template.list, action.item, slot);
      if (problem) return refuse(state, (action.translate ?? chineseText)(problem));
      const list = updateSlot(template.list, slot, (l) => {
        const at = Math.min(Math.max(action.index ?? l.length, 0), l.length);
        return [...l.slice(0, at), action.item, ...l.slice(at)];
      });
      return commit(state, withList(template, list), action.item.key);
    }
    case 'clickAdd': {
      // A palette click adds to the end of the form only when nothing is selected (spec §4).
      if (state.selectedKey) {
        return refuse(state, (action.translate ?? chineseText)('refusals.clickAddsOnlyWithoutSelection'));
      }
      return commit(state, withList(template, [...template.list, action.item]), action.item.key);
    }
    case 'move': {
      const found = findItem(template.list, action.key);
      if (!found) return state;
      const problem = placementProblem(template.list, found.item, action.slot);
      if (problem) return refuse(state, (action.translate ?? chineseText)(problem));
      const without = removeItem(template.list, action.key);
      const list = updateSlot(without, action.slot, (l) => {
        const at = Math.min(Math.max(action.index, 0), l.length);
        return [...l.slice(0, at), found.item, ...l.slice(at)];
      });
      return commit(state, withList(template, list), action.key);
    }
    case 'select':
      if (action.key === state.selectedKey) return state;
      return { ...state, selectedKey: action.key, lastCoalesce: null };
    case 'copy': {
      const found = findItem(template.list, action.key);
      if (!found) return state;
      const copy = cloneWithNewKeys(found.item, takenKeys(template.list));
      const list = updateSlot(template.list, found.slot, (l) => [
        ...l.slice(0, found.index + 1),
        copy,
        ...l.slice(found.index + 1),
      ]);
      return commit(state, withList(template, list), copy.key);
    }
    case 'remove': {
      const found = findItem(template.list, action.key);
      if (!found) return state;
      const siblings = getSlotList(template.list, found.slot) ?? [];
      // The neighbour takes the selection: the next item, else the previous, else the container.
      const neighbour = siblings[found.index + 1] ?? siblings[found.index - 1] ?? found.parent;
      const list = removeItem(template.list, action.key);
      const selectedKey = neighbour?.key ?? null;
      return commit(state, withList(template, list), selectedKey);
    }
    case 'update': {
      const list = updateItem(template.list, action.key, action.update);
      return commit(state, withList(template, list), state.selectedKey, action.coalesce ?? null);
    }
    case 'config':
      return commit(
        state,
        { ...template, config: { ...template.config, ...action.patch } },
        state.selectedKey,
        action.coalesce ?? null,
      );
    case 'table': {
      const found = findItem(template.list, action.key);
      if (!found || found.item.type !== 'table') return state;
      const result = applyTableOperation(found.item, action.op, action.cell, action.translate);
      if (!result.ok) return refuse(state, result.message);
      const list = updateItem(
        template.list,
        action.key,
        (item) => ({ ...item, trs: result.trs }) as FieldItem,
      );
      return commit(state, withList(template, list), action.key);
    }
    case 'clear':
      return commit(state, withList(template, []), null);
    case 'load':
      return commit(state, action.template, null);
    case 'init':
      return { ...initialState(action.template), revision: state.revision + 1 };
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        template: previous,
        past: state.past.slice(0, -1),
        future: [state.template, ...state.future],
        selectedKey:
          state.selectedKey && findItem(previous.list, state.selectedKey) ? state.selectedKey : null,
        lastCoalesce: null,
        notice: null,
        revision: state.revision + 1,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        ...state,
        template: next,
        past: [...state.past, state.template],
        future: rest,
        selectedKey: state.selectedKey && findItem(next.list, state.selectedKey) ? state.selectedKey : null,
        lastCoalesce: null,
        notice: null,
        revision: state.revision + 1,
      };
    }
  }
}

export type ImportOutcome =
  { ok: true; template: FormTemplate; warnings: string[] } | { ok: false; message: string };

/** The import dialog's text as a template, or the spec's message (empty / parse failure). */
export function importText(text: string, t: DesignerTranslate = chineseText): ImportOutcome {
  try {
    const { template, issues } = importTemplate(text, coreText(t));
    const warnings = issues.map((i) => t('importDialog.warning', { at: i.at, message: i.message }));
    return { ok: true, template, warnings };
  } catch (e) {
    if (e instanceof TemplateImportError) return { ok: false, message: e.message };
    throw e;
  }
}

/** The confirmation to ask before saving, when models repeat in one data scope; undefined otherwise. */
export function duplicateConfirmation(
  list: readonly FieldItem[],
  t: DesignerTranslate = chineseText,
): string | undefined {
  const dups = findDuplicateModels(list);
  if (!dups.length) return undefined;
  const detail = dups
    .map((d) =>
      t('duplicates.entry', { model: d.model, labels: d.labels.join(t('duplicates.labelSeparator')) }),
    )
    .join(t('duplicates.entrySeparator'));
  return t('duplicates.message', { detail });
}

/** The score total of a scoring form (df = 2) and its auto-scoring flag. */
export function scoreSummary(list: readonly FieldItem[]): ScoreSummary {
  return summariseScore(list);
}

/** The template as the server stores it (JSON text). */
export function templateJson(template: FormTemplate): string {
  return JSON.stringify(template);
}
