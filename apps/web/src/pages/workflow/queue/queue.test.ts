import { describe, expect, it } from 'vitest';
import { queueOfPath } from './queue';

describe('queueOfPath', () => {
  it('names the queue of an @wait route, as the BPMN pf:queue does', () => {
    expect(queueOfPath('/review@wait/index')).toBe('review');
    expect(queueOfPath('/awaitApply@wait')).toBe('awaitApply');
    expect(queueOfPath('/cert/approve@wait/index')).toBe('approve');
    expect(queueOfPath('/review%40wait/index')).toBe('review');
  });

  it('leaves other routes without a queue', () => {
    expect(queueOfPath('/index')).toBeUndefined();
    expect(queueOfPath('/system/user@wait-list')).toBeUndefined();
    expect(queueOfPath('/@wait/index')).toBeUndefined();
  });
});
