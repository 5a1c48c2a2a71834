// Micro-benchmark of the form engine on a 1,000-field template: store creation, one keystroke
// (setValue with change validation), validate-all through the store and the pure validateData used by
// the server. Prints one JSON line per case: {case, fields, runs, medianMs, p95Ms}.
import { createFormStore, validateData } from '../src/index.js';
import { syntheticData, syntheticTemplate } from '../src/fixtures/synthetic.js';

const FIELDS = Number(process.env.BENCH_FIELDS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

function measure(name: string, runs: number, fn: (i: number) => void): void {
  for (let i = 0; i < 5; i++) fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3));
  console.log(JSON.stringify({ case: name, fields: FIELDS, runs, medianMs: at(0.5), p95Ms: at(0.95) }));
}

const template = syntheticTemplate(FIELDS);
const data = syntheticData(FIELDS);

measure('createStore', 20, () => {
  createFormStore(template, { data });
});

const store = createFormStore(template, { data });
let notified = 0;
for (let i = 0; i < FIELDS; i++) store.subscribe(`f${i}`, () => (notified += 1));
measure('keystroke', RUNS * 20, (i) => {
  store.setValue('f500', String(i));
});
console.log(JSON.stringify({ case: 'keystrokeNotifications', perKeystroke: notified / (RUNS * 20 + 5) }));

measure('validateAll(store, valid)', RUNS, () => {
  store.validate();
});

const invalid = createFormStore(template);
measure('validateAll(store, all invalid)', RUNS, () => {
  invalid.validate();
});

measure('validateData(server)', RUNS, () => {
  validateData(template, data);
});
