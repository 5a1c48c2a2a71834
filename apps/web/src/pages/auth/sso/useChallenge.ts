import { useCallback, useEffect, useRef, useState } from 'react';
import { getChallenge } from '../../../api/account';

/** What the sign-on form shows of the challenge: working on it, done, or it could not be done. */
export type ChallengeStatus = 'solving' | 'solved' | 'failed';

interface Ask {
  username: string | undefined;
  /** The login body's `code`, or undefined when the server asks no challenge. */
  code: Promise<string | undefined>;
  controller: AbortController;
}

export interface Challenge {
  status: ChallengeStatus | undefined;
  /** Asks the server whether the next attempt as `username` needs a challenge, and solves it now. */
  prepare(username?: string): void;
  /** The solution prepared for `username`, if one was; each is good for one attempt. */
  take(username?: string): Promise<string | undefined>;
  /** Asks and solves now (the server refused an attempt without a solution). */
  solveNow(username?: string): Promise<string | undefined>;
}

/**
 * The proof-of-work challenge the server asks after failed attempts (of this account from this
 * address). Its solver is loaded only then; a new ask stops the work on the one before.
 */
export function useChallenge(): Challenge {
  const [status, setStatus] = useState<ChallengeStatus>();
  const current = useRef<Ask>(undefined);

  const start = useCallback((username: string | undefined): Ask => {
    current.current?.controller.abort();
    const controller = new AbortController();
    const shown = (next: ChallengeStatus | undefined) => {
      if (!controller.signal.aborted) setStatus(next);
    };
    const code = (async () => {
      const asked = await getChallenge(username);
      if (!asked.captchaEnabled || !asked.challenge) {
        shown(undefined);
        return undefined;
      }
      shown('solving');
      const { solve } = await import('./challenge/solve');
      const solved = await solve(asked.challenge, controller.signal);
      shown('solved');
      return solved;
    })();
    const ask = { username, code, controller };
    code.catch(() => {
      shown('failed');
      // A failed solve is not kept for the next attempt: that one asks afresh.
      if (current.current === ask) current.current = undefined;
    });
    current.current = ask;
    return ask;
  }, []);

  const prepare = useCallback(
    (username?: string) => {
      const ask = start(username || undefined);
      ask.code.catch(() => {});
    },
    [start],
  );

  const take = useCallback(async (username?: string) => {
    const ask = current.current;
    if (!ask || ask.username !== (username || undefined)) return undefined;
    current.current = undefined;
    return ask.code;
  }, []);

  const solveNow = useCallback((username?: string) => start(username || undefined).code, [start]);

  useEffect(() => () => current.current?.controller.abort(), []);

  return { status, prepare, take, solveNow };
}
