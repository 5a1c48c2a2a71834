// Per-field subscriptions: a field re-renders only when the store says that field changed, which is
// what keeps typing in one field from touching the other 999.
import type { FieldState } from '@platform/form-core';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useRenderer } from './context';

export function useFieldState(path: string): FieldState {
  const { store } = useRenderer();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const snapshot = useCallback(() => store.getFieldState(path), [store, path]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Row paths of a sub-form or dynamic table, stable until rows are added, copied or removed. */
export function useRows(path: string): readonly string[] {
  const { store } = useRenderer();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const snapshot = useCallback(() => store.getRows(path), [store, path]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A child's path inside a scope: `model` at the top level, `parent[0].model` in a row. */
export function childPath(scope: string, name: string): string {
  return scope ? `${scope}.${name}` : name;
}

export interface ContainerFlags {
  visible: boolean;
  disabled: boolean;
  error: string | undefined;
}

/**
 * A row container's visibility, disabled state and error, without its value: typing in a cell changes
 * the container's value (the rows array), which must not re-render the container and all its rows.
 */
export function useContainerFlags(path: string): ContainerFlags {
  const { store } = useRenderer();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const snapshot = useCallback(() => {
    const s = store.getFieldState(path);
    return `${s.visible ? 1 : 0}${s.disabled ? 1 : 0}${s.error ?? ''}`;
  }, [store, path]);
  const flags = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { visible: flags[0] === '1', disabled: flags[1] === '1', error: flags.slice(2) || undefined };
}

/**
 * Part of a field's state: the component re-renders only when that part changes (a row does not when
 * its value changes; a control does not when its error changes). `keys` must be stable.
 */
export function useFieldSlice<K extends keyof FieldState>(
  path: string,
  keys: readonly K[],
): Pick<FieldState, K> {
  const { store } = useRenderer();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const cache = useRef<{ path: string; state: FieldState; slice: Pick<FieldState, K> } | undefined>(
    undefined,
  );
  const snapshot = useCallback(() => {
    const state = store.getFieldState(path);
    const last = cache.current;
    if (last && last.path === path && last.state === state) return last.slice;
    if (last && last.path === path && keys.every((k) => last.slice[k] === state[k])) {
      cache.current = { path, state, slice: last.slice };
      return last.slice;
    }
    const slice = {} as Pick<FieldState, K>;
    for (const k of keys) slice[k] = state[k];
    cache.current = { path, state, slice };
    return slice;
  }, [store, path, keys]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
