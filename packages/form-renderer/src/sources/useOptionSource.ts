// Loads a choice field's remote or dictionary options (or its remote linkage query) through the host's
// data source and hands them to the store, which filters and serves them to the field.
import type { ChoiceItem, ChoiceOption, FieldItem, RemoteQuery } from '@platform/form-core';
import { CHOICE_TYPES } from '@platform/form-core';
import { useEffect, useState } from 'react';
import { useRenderer } from '../context';
import { listAt, onlineSearchParams, toOptions } from './options';

/** The same request is sent once per form; a failed one may be tried again. */
function cached(requests: Map<string, Promise<unknown>>, key: string, load: () => Promise<unknown>) {
  let pending = requests.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => requests.delete(key));
    requests.set(key, pending);
  }
  return pending;
}

/** Does nothing for fields that are not choices. */
export function useOptionSource(item: FieldItem, path: string, remoteQuery: RemoteQuery | undefined) {
  const { store, dataSource, requests } = useRenderer();
  const choice = CHOICE_TYPES.has(item.type);
  const o = (item as ChoiceItem).options;
  const dynamic = choice ? Number(o.dynamic) : 0;
  const remoteFunc = dynamic === 1 && !o.onlineSearch ? o.remoteFunc?.trim() : undefined;
  const dictType = dynamic === 2 ? o.dictType?.trim() : undefined;
  const queryKey = remoteQuery ? JSON.stringify(remoteQuery) : undefined;
  const { dataPath, remoteValue, remoteLabel, remoteChildren } = o;

  useEffect(() => {
    if (!dataSource) return;
    let answer: Promise<ChoiceOption[]>;
    const mapping = { remoteValue, remoteLabel, remoteChildren };
    if (queryKey && choice) {
      const q = JSON.parse(queryKey) as RemoteQuery;
      answer = cached(requests, `get ${queryKey}`, () => dataSource.get(q.url, q.params)).then((body) =>
        toOptions(listAt(body, dataPath), mapping),
      );
    } else if (remoteFunc) {
      answer = cached(requests, `get ${remoteFunc}`, () => dataSource.get(remoteFunc)).then((body) =>
        toOptions(listAt(body, dataPath), mapping),
      );
    } else if (dictType) {
      answer = cached(requests, `dict ${dictType}`, () => dataSource.dictionary(dictType)) as Promise<
        ChoiceOption[]
      >;
    } else return;
    let alive = true;
    // A failed call is already reported to the user by the host's client; the field keeps its options.
    answer.then((options) => alive && store.setOptions(path, options)).catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [
    dataSource,
    requests,
    store,
    path,
    queryKey,
    remoteFunc,
    dictType,
    dataPath,
    remoteValue,
    remoteLabel,
    remoteChildren,
  ]);
}

const SEARCH_DEBOUNCE_MS = 300;

/** onlineSearch: each typed text (debounced) asks the remote URL with the configured parameters. */
export function useOnlineSearch(item: ChoiceItem) {
  const { dataSource } = useRenderer();
  const o = item.options;
  const enabled = !!o.onlineSearch && !!o.remoteFunc?.trim() && !!dataSource;
  const [text, setText] = useState<string | undefined>(undefined);
  const [result, setResult] = useState<{ options: ChoiceOption[]; loading: boolean }>({
    options: [],
    loading: false,
  });
  const { remoteFunc, onlineParams, dataPath, remoteValue, remoteLabel, remoteChildren } = o;

  useEffect(() => {
    if (!enabled || text === undefined || !dataSource || !remoteFunc) return;
    let alive = true;
    const timer = setTimeout(() => {
      setResult((r) => ({ ...r, loading: true }));
      dataSource
        .get(remoteFunc.trim(), onlineSearchParams(onlineParams, text))
        .then((body) => {
          if (alive)
            setResult({
              options: toOptions(listAt(body, dataPath), { remoteValue, remoteLabel, remoteChildren }),
              loading: false,
            });
        })
        .catch(() => alive && setResult((r) => ({ ...r, loading: false })));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [
    enabled,
    text,
    dataSource,
    remoteFunc,
    onlineParams,
    dataPath,
    remoteValue,
    remoteLabel,
    remoteChildren,
  ]);

  return { enabled, options: result.options, loading: result.loading, search: setText };
}
