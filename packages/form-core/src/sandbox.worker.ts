// The worker that runs designer scripts for runner.ts: it loads QuickJS, says it is ready, then runs each
// script it is sent, saying when the script starts (the page's deadline counts from there) and answering
// with the outcome. The page terminates it when a script overruns, or when it asks to retire.

import type { ScriptReply, ScriptRequest } from './runner.js';
import { loadQuickJS, ScriptSandbox, type ScriptRun } from './sandbox.js';

interface WorkerScope {
  onmessage: ((event: { data: ScriptRequest }) => void) | null;
  postMessage(reply: ScriptReply): void;
}

const scope = globalThis as unknown as WorkerScope;
let sandbox: ScriptSandbox | undefined;
let sandboxLimits = '';

loadQuickJS().then(
  (quickjs) => {
    scope.onmessage = ({ data: request }) => {
      const limits = JSON.stringify(request.limits);
      if (!sandbox || limits !== sandboxLimits) {
        sandbox?.dispose();
        sandbox = new ScriptSandbox(quickjs, request.limits);
        sandboxLimits = limits;
      }
      const outcome = sandbox.run(request.source, JSON.parse(request.input) as ScriptRun, () =>
        scope.postMessage({ type: 'started', id: request.id }),
      );
      // A sandbox whose engine was lost asks for the worker to be replaced, with a fresh module.
      scope.postMessage({ type: 'done', id: request.id, outcome, retire: sandbox.engineLost });
    };
    scope.postMessage({ type: 'ready' });
  },
  (e: unknown) =>
    scope.postMessage({ type: 'loadFailed', message: e instanceof Error ? e.message : String(e) }),
);
