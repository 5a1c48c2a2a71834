// The canvas items' subscriptions to the keyed stores: each item re-renders only when its own answer
// changes.
import { useSyncExternalStore } from 'react';
import type { DropHint, KeyedStore } from '../model/canvasStore';

/** Whether `key` is the selected item (re-renders only when that answer changes). */
export function useIsSelected(store: KeyedStore<string | null>, key: string): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get() === key);
}

export function useDropHintFor(store: KeyedStore<DropHint | null>, id: string): 'before' | 'after' | null {
  return useSyncExternalStore(store.subscribe, () => {
    const hint = store.get();
    return hint && hint.id === id ? (hint.after ? 'after' : 'before') : null;
  });
}
