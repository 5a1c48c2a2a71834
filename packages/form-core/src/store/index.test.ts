import { describe, expect, it } from 'vitest';
import { counter } from '../fixtures/store.js';
import { createFormStore } from './index.js';

describe('performance on 1,000 fields', () => {
  it('validates all of them well under 50 ms and notifies one field per keystroke', async () => {
    const { syntheticTemplate } = await import('../fixtures/synthetic.js');
    const store = createFormStore(syntheticTemplate(1000));
    const counts = Array.from({ length: 1000 }, (_, i) => counter(store, `f${i}`));
    store.setValue('f3', 'x');
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(1);
    store.validate();
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      const result = store.validate();
      times.push(performance.now() - start);
      expect(result.errors).toHaveLength(999);
    }
    times.sort((a, b) => a - b);
    expect(times[7]).toBeLessThan(50);
  });
});
