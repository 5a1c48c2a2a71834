// Solving sign-in challenges as a browser does (altcha-lib's solver, trying counter after counter),
// and the limits that keep that quick in tests.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { defaultLimits, type AccountLimits } from '../../src/modules/account/service.js';

/** The production rules with a challenge that takes a test tens of tries, not hundreds. */
export const quickChallengeLimits: AccountLimits = {
  ...defaultLimits,
  guesses: {
    ...defaultLimits.guesses,
    challenge: { ...defaultLimits.guesses.challenge, iterations: 10, tries: 20 },
  },
};

export interface Solved {
  /** What the login body's `code` carries. */
  code: string;
  /** The counter found: how many tries the work took. */
  counter: number;
}

/** Solves an issued challenge (or one a test made itself with altcha-lib). */
export async function solve(challenge: Parameters<typeof solveChallenge>[0]['challenge']): Promise<Solved> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return { code: Buffer.from(JSON.stringify(payload)).toString('base64'), counter: solution.counter };
}
