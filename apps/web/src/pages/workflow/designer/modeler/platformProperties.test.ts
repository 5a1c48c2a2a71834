import { BpmnModdle } from 'bpmn-moddle';
import { expect, it, vi } from 'vitest';
import { platformPropertiesModule, type PanelSource } from './platformProperties';

// The panel's libraries only render entries, which these tests do not: node cannot load their bundles.
vi.mock('bpmn-js-properties-panel', () => ({ useService: vi.fn() }));
vi.mock('@bpmn-io/properties-panel', () => ({
  SelectEntry: vi.fn(),
  TextAreaEntry: vi.fn(),
  TextFieldEntry: vi.fn(),
  isSelectEntryEdited: vi.fn(),
  isTextAreaEntryEdited: vi.fn(),
  isTextFieldEntryEdited: vi.fn(),
}));

const source: PanelSource = {
  texts: () => ({ taskGroup: '任务属性', conditionGroup: '条件' }) as ReturnType<PanelSource['texts']>,
  choices: () => ({ forms: [], handlers: [], decisions: [] }),
};

interface Provider {
  getGroups(element: unknown): (groups: { id: string; label?: string }[]) => {
    id: string;
    label?: string;
    entries?: { id: string }[];
  }[];
}

function provider(): Provider {
  const registered: Provider[] = [];
  const module = platformPropertiesModule(source) as Record<string, unknown>;
  const [, Type] = module.platformPropertiesProvider as [string, new (panel: unknown) => Provider];
  new Type({ registerProvider: (_: number, p: Provider) => registered.push(p) });
  return registered[0]!;
}

const moddle = new BpmnModdle();
const standard = () => [{ id: 'general' }, { id: 'documentation' }];

it('adds 任务属性 right after the general group of a user task, one entry per pf attribute', () => {
  const element = { businessObject: moddle.create('bpmn:UserTask', { id: 't' }) };
  const groups = provider().getGroups(element)(standard());
  expect(groups.map((g) => g.id)).toEqual(['general', 'platformTask', 'documentation']);
  expect(groups[1]!.label).toBe('任务属性');
  expect(groups[1]!.entries!.map((e) => e.id)).toEqual([
    'pf-assignee',
    'pf-candidateUsers',
    'pf-candidateRoles',
    'pf-candidateDepts',
    'pf-formKey',
    'pf-dueDate',
    'pf-queue',
  ]);
});

it('adds the condition group to a flow out of a gateway, nothing to a start event', () => {
  const gateway = moddle.create('bpmn:ExclusiveGateway', { id: 'g' });
  const flow = { businessObject: moddle.create('bpmn:SequenceFlow', { id: 'f', sourceRef: gateway }) };
  expect(
    provider()
      .getGroups(flow)(standard())
      .map((g) => g.id),
  ).toEqual(['general', 'platformCondition', 'documentation']);
  const start = { businessObject: moddle.create('bpmn:StartEvent', { id: 's' }) };
  expect(
    provider()
      .getGroups(start)(standard())
      .map((g) => g.id),
  ).toEqual(['general', 'documentation']);
});
