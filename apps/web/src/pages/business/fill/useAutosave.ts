// Autosave of a draft: a change is written to the browser's copy at once and to the server 2 s after
// the last change; leaving the page (tab hidden, closed, or another page of the app) saves what is
// left unsaved.
import { useCallback, useEffect, useRef, useState } from 'react';
import { complianceApi, saveDraftOnLeave } from '../../../api/business';
import { removeLocalCopy, writeLocalCopy } from './localCopy';

/** Quiet time after a change before the draft goes to the server. */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed' };

type Values = () => Record<string, unknown>;

export function useAutosave(submitId: string, serverSavedAt: string | null, enabled: boolean) {
  const [state, setState] = useState<SaveState>(
    serverSavedAt ? { kind: 'saved', at: serverSavedAt } : { kind: 'idle' },
  );
  const values = useRef<Values>(() => ({}));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Changes so far, and how many of them the server has. */
  const changes = useRef(0);
  const savedChanges = useRef(0);
  const base = useRef(serverSavedAt);

  /** `leaving`: the page is being hidden or closed, the request must outlive it. */
  const save = useCallback(
    async (leaving = false) => {
      clearTimeout(timer.current);
      if (changes.current === savedChanges.current) return;
      const upTo = changes.current;
      const data = values.current();
      setState({ kind: 'saving' });
      try {
        const { savedAt } = await (leaving ? saveDraftOnLeave : complianceApi.saveDraft)(submitId, data);
        base.current = savedAt;
        savedChanges.current = Math.max(savedChanges.current, upTo);
        if (changes.current === upTo) removeLocalCopy(submitId);
        else
          writeLocalCopy(submitId, {
            data: values.current(),
            changedAt: new Date().toISOString(),
            base: savedAt,
          });
        setState(changes.current === upTo ? { kind: 'saved', at: savedAt } : { kind: 'dirty' });
      } catch {
        setState({ kind: 'failed' });
      }
    },
    [submitId],
  );

  /** Called on every change of the answers; `read` gives the current answers. */
  const changed = useCallback(
    (read: Values) => {
      if (!enabled) return;
      values.current = read;
      changes.current += 1;
      writeLocalCopy(submitId, { data: read(), changedAt: new Date().toISOString(), base: base.current });
      setState({ kind: 'dirty' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [enabled, save, submitId],
  );

  /** Forgets what is pending (the answers were submitted). */
  const settle = useCallback(() => {
    clearTimeout(timer.current);
    savedChanges.current = changes.current;
    removeLocalCopy(submitId);
  }, [submitId]);

  useEffect(() => {
    if (!enabled) return;
    // The browser's copy stays until the server has answered (a closed page never hears it).
    const leave = () => void save(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      // Another page of the app: the app lives on, an ordinary save does.
      void save();
    };
  }, [enabled, save, submitId]);

  return { state, save, changed, settle };
}
