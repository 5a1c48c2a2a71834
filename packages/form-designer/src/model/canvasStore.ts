// Tiny external stores the canvas items subscribe to one key at a time, so that a selection change or
// a moving drop hint re-renders the two items concerned, not all of them (300 fields stay fast).
export interface KeyedStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function keyedStore<T>(initial: T): KeyedStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Where a dragged item would land: before/after an item, or into an empty slot. */
export interface DropHint {
  id: string;
  after: boolean;
}
