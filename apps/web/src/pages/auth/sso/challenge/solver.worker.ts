// Tries counters for one share of a sign-in challenge off the page's thread, speaking the messages of
// altcha-lib's solveChallengeWorkers: `work` starts at counterStart and steps by counterStep (one
// step per worker), `abort` stops; the answer is the solution, null (stopped or timed out) or an error.
import { solveChallenge, type SolveChallengeOptions } from 'altcha-lib';
import { deriveKey } from './derive';

type Work = Pick<
  SolveChallengeOptions,
  'challenge' | 'counterStart' | 'counterStep' | 'counterMode' | 'timeout'
>;

let controller: AbortController | undefined;

self.onmessage = async (message: MessageEvent<({ type: 'work' } & Work) | { type: 'abort' }>) => {
  const order = message.data;
  if (order.type === 'abort') {
    controller?.abort();
    return;
  }
  controller = new AbortController();
  try {
    const { challenge, counterStart, counterStep, counterMode, timeout } = order;
    self.postMessage(
      await solveChallenge({
        challenge,
        counterStart,
        counterStep,
        counterMode,
        timeout,
        controller,
        deriveKey,
      }),
    );
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
