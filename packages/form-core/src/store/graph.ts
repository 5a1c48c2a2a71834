// The dependency graph: which fields re-evaluate when a top-level model changes (their visibility,
// disabled, required-mark and linkage expressions read it, as parsed), which row cells read their own
// row (`$item`), which listening scripts watch a model and which choices follow a model by linkage.

import type { FieldPath } from '../api.js';
import { ALL_FIELDS, compileExpression } from '../expression.js';
import type { FieldItem, LinkageItem } from '../types.js';
import { itemDependencies } from '../validate.js';
import { nonEmpty, type Entry } from './context.js';

export interface DependencyGraph {
  /** Fields whose expressions read a top-level model, by model. */
  readonly byModel: Map<string, Set<Entry>>;
  /** Fields whose expressions read the whole data. */
  readonly readingAll: Set<Entry>;
  /** Row cells whose expressions read their own row (`$item`), by container path. */
  readonly byRow: Map<FieldPath, Set<Entry>>;
  /** Fields with a listenModelScript, by listened model. */
  readonly listening: Map<string, Set<Entry>>;
  /** Choice fields whose options follow a model by linkage, by that model. */
  readonly linked: Map<string, Set<Entry>>;
}

export function createGraph(): DependencyGraph {
  return {
    byModel: new Map(),
    readingAll: new Set(),
    byRow: new Map(),
    listening: new Map(),
    linked: new Map(),
  };
}

export function clearGraph(graph: DependencyGraph): void {
  graph.byModel.clear();
  graph.readingAll.clear();
  graph.byRow.clear();
  graph.listening.clear();
  graph.linked.clear();
}

export function listenModels(item: FieldItem): string[] {
  const o = item.options ?? {};
  if (o.listenModel !== true || !nonEmpty(o.listenModelScript) || typeof o.listenModelData !== 'string')
    return [];
  return o.listenModelData
    .split(/[,，]/)
    .map((m) => m.trim())
    .filter(Boolean);
}

export function linkItems(item: FieldItem): LinkageItem[] {
  const o = item.options ?? {};
  if (o.linkage !== true || !Array.isArray(o.linkData)) return [];
  return o.linkData.filter(
    (l): l is LinkageItem => !!l && typeof l === 'object' && typeof l.model === 'string',
  );
}

/** Models an item's expressions and linkage read (ALL_FIELDS when an expression reads the whole data). */
export function dependenciesOf(item: FieldItem): Set<string> {
  const deps = itemDependencies(item);
  for (const link of linkItems(item)) {
    deps.add(link.model);
    if (link.queryValue && /^[\w$]+$/.test(link.queryValue) && !link.queryValue.startsWith('$')) {
      deps.add(link.queryValue);
    }
  }
  return deps;
}

/** Whether an expression of the item reads its own row (`$item`). */
export function readsOwnRow(item: FieldItem): boolean {
  return expressionSources(item).some((s) => compileExpression(s).usesItem);
}

function expressionSources(item: FieldItem): string[] {
  const o = item.options ?? {};
  const sources: string[] = [];
  for (const key of [
    'dynamicVisibleValue',
    'dynamicHideValue',
    'dynamicDisabledValue',
    'showRequiredMarkScript',
  ]) {
    if (nonEmpty(o[key])) sources.push(o[key] as string);
  }
  for (const link of linkItems(item)) if (nonEmpty(link.script)) sources.push(link.script);
  return sources;
}

export function addToGraph(graph: DependencyGraph, entry: Entry): void {
  for (const dep of entry.deps) {
    if (dep === ALL_FIELDS) graph.readingAll.add(entry);
    else addTo(graph.byModel, dep, entry);
  }
  if (entry.usesItem && entry.containerPath) addTo(graph.byRow, entry.containerPath, entry);
  for (const model of listenModels(entry.item)) addTo(graph.listening, model, entry);
  for (const link of linkItems(entry.item)) addTo(graph.linked, link.model, entry);
}

export function removeFromGraph(graph: DependencyGraph, entry: Entry): void {
  graph.readingAll.delete(entry);
  for (const dep of entry.deps) graph.byModel.get(dep)?.delete(entry);
  if (entry.containerPath) graph.byRow.get(entry.containerPath)?.delete(entry);
  for (const model of listenModels(entry.item)) graph.listening.get(model)?.delete(entry);
  for (const link of linkItems(entry.item)) graph.linked.get(link.model)?.delete(entry);
}

function addTo(map: Map<string, Set<Entry>>, key: string, entry: Entry): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(entry);
}
