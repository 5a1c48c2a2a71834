// Harness of the bench page: mounts one subject, reports render time, records keystroke latencies
// (keydown to the frame after it) and times validate-all. The driver (bench/forms.ts) reads
// window.__bench.
import { invalidFields, type BenchCase, type Mount, type MountedSubject } from './cases';

declare global {
  interface Window {
    __bench: {
      ready: Promise<{ renderMs: number }>;
      latencies: number[];
      validate(): Promise<{ validateMs: number; errorsShown: number }>;
    };
  }
}

const subjects: Record<string, () => Promise<{ mount: Mount }>> = {
  renderer: () => import('./subjects/renderer'),
  formily: () => import('./subjects/formily'),
  'form-render': () => import('./subjects/formRender'),
  plain: () => import('./subjects/plain'),
};

/** A validate-all that has not shown every error by then is reported as a problem. */
const VALIDATE_TIMEOUT_MS = 20_000;

/** Resolves after the next frame has been produced (rAF, then a task after it). */
function afterNextFrame(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
}

/** Waits until the number of inputs stops changing for a few frames; the time it first got there. */
async function settled(root: HTMLElement): Promise<number> {
  let count = -1;
  let since = 0;
  let stable = 0;
  for (;;) {
    const now = await afterNextFrame();
    const n = root.querySelectorAll('input').length;
    if (n !== count || n === 0) {
      count = n;
      since = now;
      stable = 0;
    } else if (++stable >= 5) {
      return since;
    }
  }
}

const params = new URLSearchParams(location.search);
const subject = params.get('subject') ?? 'renderer';
const benchCase = (params.get('case') ?? 'form') as BenchCase;
const root = document.getElementById('root')!;
const latencies: number[] = [];
let mounted: MountedSubject | undefined;

document.addEventListener(
  'keydown',
  (e) => {
    const start = e.timeStamp;
    void afterNextFrame().then((end) => latencies.push(end - start));
  },
  true,
);

window.__bench = {
  latencies,
  ready: (async () => {
    const load = subjects[subject];
    if (!load) throw new Error(`unknown subject ${subject}`);
    const { mount } = await load();
    const start = performance.now();
    mounted = await mount(root, benchCase);
    const end = await settled(root);
    return { renderMs: end - start };
  })(),
  /**
   * From the call to the end of the first frame in which every invalid field shows its error text:
   * the same end point for every subject, whether its validate resolves before or after it draws.
   */
  async validate() {
    const expected = invalidFields(benchCase);
    const shown = () => root.querySelectorAll(mounted!.errorSelector).length;
    const start = performance.now();
    await mounted!.validate();
    let end = await afterNextFrame();
    while (shown() < expected && end - start < VALIDATE_TIMEOUT_MS) end = await afterNextFrame();
    return { validateMs: end - start, errorsShown: shown() };
  },
};
