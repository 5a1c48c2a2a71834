// What a password guess costs, counted per account AND source address, so that a stranger's failures
// from one address never lock the owner out at another, and one typo in an office behind a single
// address asks nothing of its colleagues:
//
// - the first failure of an (account, address) pair makes its next attempts solve a challenge, whose
//   work doubles with each further failure;
// - from the second failure on, the pair must wait before its next attempt is looked at: 2, 4, 8 …
//   seconds, at most `maxDelaySeconds` (an earlier attempt is answered 429 without being counted);
// - the fifth failure locks the pair for 15 minutes (423);
// - failures of one account from many addresses (a distributed guess) and of one address at many
//   accounts (spraying) never lock anybody: past `challengeAfter` they make every attempt on that
//   account, or from that address, solve a challenge, again doubling as the failures double.
//
// Accounts are keyed by the username as typed (lower case), so an unknown username is counted,
// challenged, delayed and locked exactly as an existing one: the answers never tell them apart.
import type { Db } from '../db/client.js';
import { AppError, refuse } from '../http/errors.js';
import { text } from '../i18n/index.js';
import {
  defaultChallengeCost,
  issueChallenge,
  pruneChallenges,
  spendChallenge,
  type ChallengeCost,
} from './challenge.js';
import { clear, clearPrefix, hitAll, hold, look, prune } from './throttle.js';

export interface GuessLimits {
  /** How long failures are remembered. */
  failureMemoryMinutes: number;
  /** Failures of one (account, address) pair that lock the pair. */
  lockAfterFailures: number;
  lockMinutes: number;
  /** The wait after a pair's n-th failure is 2^(n-1) s from the second failure on, at most this. */
  maxDelaySeconds: number;
  /** Failures of an account from all addresses, or of an address at all accounts, that demand the challenge. */
  challengeAfter: number;
  challenge: ChallengeCost;
}

export const defaultGuessLimits: GuessLimits = {
  failureMemoryMinutes: 15,
  lockAfterFailures: 5,
  lockMinutes: 15,
  maxDelaySeconds: 60,
  challengeAfter: 10,
  challenge: defaultChallengeCost,
};

/** The longest window any throttle key uses (the per-mobile SMS limit: a day). */
const LONGEST_WINDOW_SECONDS = 86_400;
const PRUNE_EVERY_MS = 60_000;

/** The account part of a key: escaped so it holds no '|', which ends it in the pair keys. */
const keyName = (account: string) =>
  account.trim().toLowerCase().replaceAll('%', '%25').replaceAll('|', '%7C');

/** The standing of an (account, address) pair: locked, waiting, or the challenge level it must solve. */
export interface Standing {
  /** The pair's own failures within the memory. */
  failures: number;
  lockedSeconds: number;
  waitSeconds: number;
  /** 0: no challenge; 1 … maxLevel: the work asked. */
  level: number;
}

export function guessGuard(db: Db, limits: GuessLimits, options: { challengeAlways: boolean }) {
  const memorySeconds = limits.failureMemoryMinutes * 60;
  const keys = (account: string, ip: string) => {
    const name = keyName(account);
    const pair = `${name}|${ip}`;
    return {
      pair: `fail:pair:${pair}`,
      account: `fail:account:${name}`,
      source: `fail:source:${ip}`,
      lock: `hold:lock:${pair}`,
      wait: `hold:wait:${pair}`,
    };
  };

  /** The level that `failures` past the `challengeAfter` ceiling ask: one more each time they double. */
  const ceilingLevel = (failures: number) =>
    failures >= limits.challengeAfter ? 1 + Math.floor(Math.log2(failures / limits.challengeAfter)) : 0;
  const capped = (level: number) => Math.min(level, limits.challenge.maxLevel);

  let prunedAt = 0;
  /** At most once a minute per instance: rows of old failures and challenges are dropped. */
  async function pruneNow() {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await prune(db, LONGEST_WINDOW_SECONDS);
    await pruneChallenges(db);
  }

  return {
    async standing(account: string, ip: string): Promise<Standing> {
      const k = keys(account, ip);
      const { counts, held } = await look(
        db,
        { [k.pair]: memorySeconds, [k.account]: memorySeconds, [k.source]: memorySeconds },
        [k.lock, k.wait],
      );
      const level = Math.max(
        options.challengeAlways ? 1 : 0,
        counts.get(k.pair) ?? 0,
        ceilingLevel(counts.get(k.account) ?? 0),
        ceilingLevel(counts.get(k.source) ?? 0),
      );
      return {
        failures: counts.get(k.pair) ?? 0,
        lockedSeconds: held.get(k.lock) ?? 0,
        waitSeconds: held.get(k.wait) ?? 0,
        level: capped(level),
      };
    },

    /** The challenge level an address must solve whatever the account (SMS codes ask no account). */
    async sourceLevel(ip: string): Promise<number> {
      const source = keys('', ip).source;
      const { counts } = await look(db, { [source]: memorySeconds }, []);
      return capped(Math.max(options.challengeAlways ? 1 : 0, ceilingLevel(counts.get(source) ?? 0)));
    },

    /** Refuses a locked or waiting pair before anything of the attempt is looked at. */
    refuseHeld(s: Standing) {
      if (s.lockedSeconds > 0) {
        throw new AppError(423, text('security.lockedFor', { minutes: Math.ceil(s.lockedSeconds / 60) }));
      }
      if (s.waitSeconds > 0) {
        throw new AppError(429, text('security.waitFor', { seconds: s.waitSeconds }));
      }
    },

    /** Demands a solved challenge of at least `level` in `code` (the field named `field`). */
    async demandChallenge(level: number, code: string | undefined, field: string) {
      if (level <= 0) return;
      if (!code) refuse(field, text('security.challengeMissing'));
      const solved = await spendChallenge(db, code);
      if (!solved || solved.level < level) refuse(field, text('security.challengeRefused'));
    },

    async issue(level: number) {
      await pruneNow();
      return issueChallenge(db, limits.challenge, level);
    },

    /** Counts a failed guess and throws the answer: 423 when it locks the pair, else `refusal`. */
    async failed(account: string, ip: string, refusal: AppError): Promise<never> {
      const k = keys(account, ip);
      const counts = await hitAll(db, [k.pair, k.account, k.source], memorySeconds);
      const n = counts.get(k.pair)!;
      if (n >= limits.lockAfterFailures) {
        await hold(db, k.lock, limits.lockMinutes * 60);
        await clear(db, [k.pair, k.wait]);
        await pruneNow();
        throw new AppError(423, text('security.lockedNow', { minutes: limits.lockMinutes }));
      }
      if (n >= 2) await hold(db, k.wait, Math.min(2 ** (n - 1), limits.maxDelaySeconds));
      await pruneNow();
      throw refusal;
    },

    /** The pair's failures are forgiven once it gets the password right (nothing to do without any). */
    async succeeded(account: string, ip: string, s: Standing) {
      if (s.failures === 0) return;
      const k = keys(account, ip);
      await clear(db, [k.pair, k.wait]);
    },

    /** After a password reset every address of the account starts afresh (its locks end too). */
    async forgive(account: string) {
      const name = keyName(account);
      await clearPrefix(db, `fail:pair:${name}|`);
      await clearPrefix(db, `hold:lock:${name}|`);
      await clearPrefix(db, `hold:wait:${name}|`);
      await clear(db, [`fail:account:${name}`]);
    },
  };
}

export type GuessGuard = ReturnType<typeof guessGuard>;
