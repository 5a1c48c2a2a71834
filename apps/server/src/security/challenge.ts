// Sign-in challenges: ALTCHA proof of work (altcha-lib) instead of an image captcha, whose glyphs a
// script read off the SVG paths. The browser must find the counter whose PBKDF2 key the server
// derived when it made the challenge: only trying counter after counter finds it, so each answer
// costs the same work to a script as to a person's browser, and the work doubles with each level.
//
// Each challenge is signed with HMAC keys made for it alone and kept in the database, so any
// instance can check any challenge; it expires, and its first use spends it (a replay is refused).
import crypto from 'node:crypto';
import type { AltchaChallenge } from '@platform/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { signInChallenges } from '../db/schema/index.js';

export interface ChallengeCost {
  /** PBKDF2-SHA-256 iterations of one try. */
  iterations: number;
  /** Tries a level-1 challenge takes on average; each level above doubles them. */
  tries: number;
  /** The highest level: the work stops doubling there. */
  maxLevel: number;
  /** How long a challenge may be answered. */
  ttlSeconds: number;
}

/**
 * About 0.3 s of one browser core at level 1 (0.6 ms a try in Chromium on a slow shared machine);
 * level 6, the most, is 32 times that. Browsers without WebCrypto (plain http) try about 7x slower.
 */
export const defaultChallengeCost: ChallengeCost = {
  iterations: 1000,
  tries: 500,
  maxLevel: 6,
  ttlSeconds: 300,
};

const ALGORITHM = 'PBKDF2/SHA-256';

/** A challenge as the browser gets it: `uuid` names it, `level` says how much work it asks. */
export interface IssuedChallenge {
  uuid: string;
  level: number;
  challenge: AltchaChallenge;
}

export async function issueChallenge(db: Db, cost: ChallengeCost, level: number): Promise<IssuedChallenge> {
  const lvl = Math.min(Math.max(1, Math.floor(level)), cost.maxLevel);
  const mean = cost.tries * 2 ** (lvl - 1);
  // The counter the browser must reach is drawn from mean ± 50%, so levels two apart never overlap.
  const counter = crypto.randomInt(Math.floor(mean / 2), Math.floor((mean * 3) / 2) + 1);
  const id = crypto.randomUUID();
  const signingKey = crypto.randomBytes(32).toString('hex');
  const keySigningKey = crypto.randomBytes(32).toString('hex');
  const expiresAt = new Date(Date.now() + cost.ttlSeconds * 1000);
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: cost.iterations,
    counter,
    deriveKey,
    data: { id, level: lvl },
    expiresAt,
    hmacSignatureSecret: signingKey,
    hmacKeySignatureSecret: keySigningKey,
  });
  await db.insert(signInChallenges).values({ id, hmacKeys: `${signingKey}.${keySigningKey}`, expiresAt });
  return { uuid: id, level: lvl, challenge: { ...challenge, parameters: { ...challenge.parameters } } };
}

const hex = z.string().regex(/^[0-9a-f]+$/);
/** What a browser sends back: the challenge as it got it and the counter it found (base64 JSON). */
const Payload = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: hex,
        salt: hex,
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive(),
        keyPrefix: hex,
        keySignature: hex,
        expiresAt: z.number().optional(),
        data: z.object({ id: z.uuid(), level: z.number().int().min(1) }),
      })
      .loose(),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex,
    time: z.number().optional(),
  }),
});

function parsePayload(code: string) {
  try {
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(code, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spends the challenge a payload answers and says at which level it was solved; undefined when the
 * payload is malformed, forged, wrong, expired or already used (used up either way, once found).
 */
export async function spendChallenge(db: Db, code: string): Promise<{ level: number } | undefined> {
  const payload = parsePayload(code);
  if (!payload) return undefined;
  const { id, level } = payload.challenge.parameters.data;
  const [row] = await db
    .update(signInChallenges)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(signInChallenges.id, id),
        isNull(signInChallenges.consumedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ hmacKeys: signInChallenges.hmacKeys });
  if (!row) return undefined;
  const [signingKey, keySigningKey] = row.hmacKeys.split('.');
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signingKey!,
      hmacKeySignatureSecret: keySigningKey!,
    });
    return result.verified ? { level } : undefined;
  } catch {
    return undefined;
  }
}

/** Removes challenges that ended more than a minute ago, answered or not. */
export async function pruneChallenges(db: Db): Promise<void> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, sql`now() - interval '1 minute'`));
}
