import { describe, expect, it } from 'vitest';
import { compileSource, runStep } from './engine.js';

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:pf="https://bizadmin.platform/schema/bpmn" id="d1" targetNamespace="t">
  <process id="p" isExecutable="true">
    <startEvent id="s" />
    <sequenceFlow id="f1" sourceRef="s" targetRef="review" />
    <userTask id="review" name="Review" pf:candidateRoles="34" />
    <boundaryEvent id="late" attachedToRef="review" cancelActivity="false">
      <timerEventDefinition><timeDuration xsi:type="tFormalExpression">PT1H</timeDuration></timerEventDefinition>
    </boundaryEvent>
    <sequenceFlow id="fl" sourceRef="late" targetRef="remind" />
    <serviceTask id="remind" name="Remind" pf:handler="message.send" />
    <sequenceFlow id="f2" sourceRef="review" targetRef="gw" />
    <exclusiveGateway id="gw" default="fno" />
    <sequenceFlow id="fyes" sourceRef="gw" targetRef="svc">
      <conditionExpression xsi:type="tFormalExpression" language="feel">approved = true and amount &gt; 10</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="fno" sourceRef="gw" targetRef="endNo" />
    <serviceTask id="svc" name="Issue" pf:handler="cert.issue" />
    <sequenceFlow id="f3" sourceRef="svc" targetRef="endYes" />
    <endEvent id="endYes" />
    <endEvent id="endNo" />
  </process>
</definitions>`;

describe('runStep', () => {
  it('waits on a user task, takes the FEEL branch after the signal, parks the service and ends with its result', async () => {
    const first = await runStep({
      state: null,
      action: { kind: 'start', source: xml, variables: { amount: 20 } },
    });
    expect(first.waiting.map((w) => w.elementId)).toEqual(['review']);
    expect(first.timers.map((t) => t.elementId)).toEqual(['late']);
    expect(first.timers[0]!.expireAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    const [task] = first.waiting;
    const stored = JSON.parse(JSON.stringify(first.state));

    const second = await runStep({
      state: stored,
      action: {
        kind: 'signal',
        elementId: 'review',
        executionId: task!.executionId,
        variables: { approved: true },
      },
    });
    expect(second.flows).toContain('fyes');
    expect(second.services.map((s) => s.elementId)).toEqual(['svc']);
    expect(second.timers).toEqual([]);
    expect(second.variables).toMatchObject({ amount: 20, approved: true });

    const third = await runStep({
      state: JSON.parse(JSON.stringify(second.state)),
      action: { kind: 'resume' },
      serviceResults: new Map([[second.services[0]!.executionId, { certificateNo: 'C-1' }]]),
    });
    expect(third.ended).toBe(true);
    expect(third.passed).toContain('endYes');
    expect(third.variables).toMatchObject({ certificateNo: 'C-1' });
  });

  it('fires a due timer once its job is due and keeps the user task waiting', async () => {
    const first = await runStep({
      state: null,
      action: { kind: 'start', source: xml, variables: { amount: 1 } },
    });
    const fired = await runStep({
      state: JSON.parse(JSON.stringify(first.state)),
      action: { kind: 'resume' },
      dueTimers: new Set(['late']),
    });
    expect(fired.passed).toContain('late');
    expect(fired.services.map((s) => s.elementId)).toEqual(['remind']);
    expect(fired.waiting.map((w) => w.elementId)).toEqual(['review']);
  });

  it('takes the default flow when the FEEL condition is false', async () => {
    const first = await runStep({
      state: null,
      action: { kind: 'start', source: xml, variables: { amount: 5 } },
    });
    const done = await runStep({
      state: first.state,
      action: {
        kind: 'signal',
        elementId: 'review',
        executionId: first.waiting[0]!.executionId,
        variables: { approved: true },
      },
    });
    expect(done.ended).toBe(true);
    expect(done.passed).toContain('endNo');
  });

  it('runs on a definition compiled once: the same steps, a state without the definition, and states stored with it still recover', async () => {
    const compiled = await compileSource(xml);
    const plain = await runStep({
      state: null,
      action: { kind: 'start', source: xml, variables: { amount: 20 } },
    });
    const first = await runStep({
      state: null,
      action: { kind: 'start', source: xml, variables: { amount: 20 } },
      compiled,
    });
    expect(first.waiting.map((w) => w.elementId)).toEqual(['review']);
    expect(first.timers.map((t) => t.elementId)).toEqual(['late']);
    const stored = JSON.parse(JSON.stringify(first.state)) as { definitions: { source?: string }[] };
    expect(stored.definitions[0]!.source).toBeUndefined();
    expect((plain.state as typeof stored).definitions[0]!.source).toEqual(expect.any(String));

    // Steps of two instances on the one compiled definition, the older state carrying its own copy.
    for (const [state, task] of [
      [stored, first.waiting[0]!],
      [JSON.parse(JSON.stringify(plain.state)), plain.waiting[0]!],
    ] as const) {
      const second = await runStep({
        state,
        action: {
          kind: 'signal',
          elementId: 'review',
          executionId: task.executionId,
          variables: { approved: true },
        },
        compiled,
      });
      expect(second.flows).toContain('fyes');
      expect(second.services.map((s) => s.elementId)).toEqual(['svc']);
      const third = await runStep({
        state: JSON.parse(JSON.stringify(second.state)),
        action: { kind: 'resume' },
        serviceResults: new Map([[second.services[0]!.executionId, { certificateNo: 'C-1' }]]),
        compiled,
      });
      expect(third.ended).toBe(true);
      expect(third.variables).toMatchObject({ amount: 20, approved: true, certificateNo: 'C-1' });
    }
  });

  it('answers a failed step, naming the element, when a business-rule task cannot decide', async () => {
    const rule = xml
      .replace('targetRef="review" />', 'targetRef="days" />')
      .replace(
        '<userTask id="review"',
        '<businessRuleTask id="days" pf:decisionRef="d" /><sequenceFlow id="fd" sourceRef="days" targetRef="review" /><userTask id="review"',
      );
    const failed = await runStep({
      state: null,
      action: { kind: 'start', source: rule, variables: {} },
      decide: () => {
        throw new Error('inputs refused');
      },
    });
    expect(failed).toMatchObject({
      ended: false,
      state: null,
      waiting: [],
      failure: { elementId: 'days', message: 'inputs refused' },
    });
  });
});
