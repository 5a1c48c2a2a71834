import { workflowModdleDescriptor } from '@platform/contract/workflow-model';
import { BpmnModdle } from 'bpmn-moddle';
import { expect, it } from 'vitest';
import { isRetryCount, mayHaveCondition, optionsOf, platformFieldsOf, storedValue } from './fields';

it('offers the assignee rules, form, due date and queue on user tasks', () => {
  expect(platformFieldsOf('bpmn:UserTask').map((f) => f.attribute)).toEqual([
    'assignee',
    'candidateUsers',
    'candidateRoles',
    'candidateDepts',
    'formKey',
    'dueDate',
    'queue',
  ]);
  expect(platformFieldsOf('bpmn:UserTask').find((f) => f.attribute === 'formKey')).toMatchObject({
    kind: 'select',
    choices: 'forms',
  });
});

it('offers the handler on service and send tasks, the decision on business rule tasks, nothing elsewhere', () => {
  for (const type of ['bpmn:ServiceTask', 'bpmn:SendTask']) {
    expect(platformFieldsOf(type).map((f) => [f.attribute, f.choices])).toEqual([
      ['handler', 'handlers'],
      ['retries', undefined],
    ]);
  }
  expect(platformFieldsOf('bpmn:BusinessRuleTask').map((f) => f.attribute)).toEqual([
    'decisionRef',
    'resultVariable',
  ]);
  expect(platformFieldsOf('bpmn:StartEvent')).toEqual([]);
  expect(platformFieldsOf('bpmn:ScriptTask')).toEqual([]);
});

it('every field is an attribute of the BPMN extension', () => {
  const declared = workflowModdleDescriptor.types.flatMap((type) => type.properties.map((p) => p.name));
  for (const type of ['bpmn:UserTask', 'bpmn:ServiceTask', 'bpmn:BusinessRuleTask']) {
    for (const field of platformFieldsOf(type)) expect(declared).toContain(field.attribute);
  }
});

const texts = { none: '（无）', unknown: (value: string) => `${value}（不在列表中）` };

it("lists a select's choices after none, keeping a value the list no longer has", () => {
  const forms = [{ value: 'f1', label: '企业信息表' }];
  expect(optionsOf(forms, '', texts)).toEqual([{ value: '', label: '（无）' }, ...forms]);
  expect(optionsOf(forms, 'f1', texts)).toHaveLength(2);
  expect(optionsOf(forms, 'gone', texts).at(-1)).toEqual({ value: 'gone', label: 'gone（不在列表中）' });
});

it('stores what was typed, trimmed, a blank removing the attribute and retries as a number', () => {
  const [assignee] = platformFieldsOf('bpmn:UserTask');
  const retries = platformFieldsOf('bpmn:ServiceTask')[1]!;
  expect(storedValue(assignee!, ' =starter ')).toBe('=starter');
  expect(storedValue(assignee!, '  ')).toBeUndefined();
  expect(storedValue(retries, '3')).toBe(3);
  expect(isRetryCount('')).toBe(true);
  expect(isRetryCount('100')).toBe(true);
  expect(isRetryCount('101')).toBe(false);
  expect(isRetryCount('1.5')).toBe(false);
  expect(isRetryCount('-1')).toBe(false);
});

it('allows a condition on flows out of exclusive and inclusive gateways and activities, not on a default flow', () => {
  const moddle = new BpmnModdle();
  const gateway = moddle.create('bpmn:ExclusiveGateway', { id: 'g' });
  const flow = moddle.create('bpmn:SequenceFlow', { id: 'f', sourceRef: gateway });
  const other = moddle.create('bpmn:SequenceFlow', { id: 'o', sourceRef: gateway });
  gateway.set('default', other);
  expect(mayHaveCondition(flow, gateway)).toBe(true);
  expect(mayHaveCondition(other, gateway)).toBe(false);
  expect(mayHaveCondition(flow, moddle.create('bpmn:UserTask', {}))).toBe(true);
  expect(mayHaveCondition(flow, moddle.create('bpmn:InclusiveGateway', {}))).toBe(true);
  expect(mayHaveCondition(flow, moddle.create('bpmn:ParallelGateway', {}))).toBe(false);
  expect(mayHaveCondition(flow, moddle.create('bpmn:StartEvent', {}))).toBe(false);
  expect(mayHaveCondition(flow, undefined)).toBe(false);
});
