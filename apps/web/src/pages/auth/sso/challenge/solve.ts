// Solves a sign-in challenge: several workers share the counters (the page stays responsive while
// they work); where a page cannot start workers, the counters are tried on its own thread. Loaded
// only when the server asks for a challenge, so the sign-on page does not carry it otherwise.
import type { AltchaChallenge } from '@platform/contract';
import { solveChallenge, solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { deriveKey } from './derive';

/** The most a solve may take: the challenge itself lasts five minutes. */
const TIMEOUT_MS = 4 * 60_000;

/** The login body's `code`: the challenge and the counter found, as base64 JSON. */
export async function solve(wire: AltchaChallenge, signal: AbortSignal): Promise<string | undefined> {
  const challenge = wire as Challenge;
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution =
    typeof Worker === 'undefined'
      ? await solveChallenge({ challenge, controller, deriveKey, timeout: TIMEOUT_MS })
      : await solveChallengeWorkers({
          challenge,
          controller,
          concurrency: Math.min(4, navigator.hardwareConcurrency || 2),
          createWorker: () =>
            new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module', name: 'challenge' }),
          timeout: TIMEOUT_MS,
        });
  if (signal.aborted) return undefined;
  if (!solution) throw new Error('timed out');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return btoa(JSON.stringify(payload));
}
