// The properties panel's group for the platform's task properties (assignee rules, form, due date,
// queue, handler, decision) and a sequence flow's FEEL condition. The panel is Preact: entries are
// built with h(), and their components are module-level so that the panel keeps an input (and its
// focus) across the re-render that every change causes.
import {
  SelectEntry,
  TextAreaEntry,
  TextFieldEntry,
  isSelectEntryEdited,
  isTextAreaEntryEdited,
  isTextFieldEntryEdited,
} from '@bpmn-io/properties-panel';
import { createElement as h } from '@bpmn-io/properties-panel/preact';
import { WORKFLOW_NS_PREFIX } from '@platform/contract/workflow-model';
import { useService } from 'bpmn-js-properties-panel';
import type { ModuleDeclaration } from 'didi';
import {
  isRetryCount,
  mayHaveCondition,
  optionsOf,
  platformFieldsOf,
  storedValue,
  type PanelChoices,
  type PlatformField,
} from './fields';

/** The panel's words in the page's language (the page's catalogue, see panel.* in workflow/designer). */
export interface PanelTexts {
  taskGroup: string;
  conditionGroup: string;
  none: string;
  unknownChoice: (value: string) => string;
  labels: Record<PlatformField['attribute'], string>;
  hints: Record<NonNullable<PlatformField['hint']>, string>;
  retriesInvalid: string;
  condition: string;
  conditionHint: string;
}

/** Where the group reads its words and lists from; the page changes them while the modeler lives. */
export interface PanelSource {
  texts: () => PanelTexts;
  choices: () => PanelChoices;
}

interface BusinessObject {
  $type: string;
  $instanceOf(type: string): boolean;
  get(name: string): unknown;
  sourceRef?: BusinessObject & { default?: unknown };
  conditionExpression?: { body?: string };
}
interface DiagramElement {
  businessObject: BusinessObject;
}
interface Modeling {
  updateProperties(element: unknown, properties: Record<string, unknown>): void;
}
interface Moddle {
  create(type: string, attributes: Record<string, unknown>): unknown;
}
type Debounce = (fn: (...args: unknown[]) => void) => (...args: unknown[]) => void;

const qualified = (attribute: string) => `${WORKFLOW_NS_PREFIX}:${attribute}`;
const read = (element: DiagramElement, field: PlatformField) => {
  const value = element.businessObject.get(qualified(field.attribute));
  return value === undefined || value === null ? '' : String(value);
};

interface FieldEntryProps {
  id: string;
  element: DiagramElement;
  field: PlatformField;
  source: PanelSource;
}

function PlatformFieldEntry({ id, element, field, source }: FieldEntryProps) {
  const modeling = useService<Modeling>('modeling');
  const debounce = useService<Debounce>('debounceInput');
  const texts = source.texts();
  const common = {
    id,
    element,
    label: texts.labels[field.attribute],
    description: field.hint ? texts.hints[field.hint] : undefined,
    getValue: () => read(element, field),
    setValue: (value: string) => {
      if (field.kind === 'integer' && !isRetryCount(value)) return;
      modeling.updateProperties(element, { [qualified(field.attribute)]: storedValue(field, value) });
    },
  };
  if (field.kind === 'select') {
    const list = source.choices()[field.choices ?? 'forms'];
    return h(SelectEntry, {
      ...common,
      getOptions: () =>
        optionsOf(list, read(element, field), { none: texts.none, unknown: texts.unknownChoice }),
    });
  }
  return h(TextFieldEntry, {
    ...common,
    debounce,
    validate:
      field.kind === 'integer' ? (value) => (isRetryCount(value) ? null : texts.retriesInvalid) : undefined,
  });
}

function ConditionEntry({ id, element, source }: Omit<FieldEntryProps, 'field'>) {
  const modeling = useService<Modeling>('modeling');
  const moddle = useService<Moddle>('moddle');
  const debounce = useService<Debounce>('debounceInput');
  const texts = source.texts();
  return h(TextAreaEntry, {
    id,
    element,
    label: texts.condition,
    description: texts.conditionHint,
    debounce,
    rows: 2,
    monospace: true,
    getValue: () => element.businessObject.conditionExpression?.body ?? '',
    setValue: (value: string) => {
      const body = value.trim();
      modeling.updateProperties(element, {
        conditionExpression: body
          ? moddle.create('bpmn:FormalExpression', { body, language: 'feel' })
          : undefined,
      });
    },
  });
}

function groupOf(element: DiagramElement, source: PanelSource) {
  const object = element.businessObject;
  const texts = source.texts();
  if (object.$instanceOf('bpmn:SequenceFlow')) {
    if (!mayHaveCondition(object, object.sourceRef)) return undefined;
    return {
      id: 'platformCondition',
      label: texts.conditionGroup,
      entries: [
        { id: 'pf-condition', element, source, component: ConditionEntry, isEdited: isTextAreaEntryEdited },
      ],
    };
  }
  const fields = platformFieldsOf(object.$type);
  if (fields.length === 0) return undefined;
  return {
    id: 'platformTask',
    label: texts.taskGroup,
    entries: fields.map((field) => ({
      id: `pf-${field.attribute}`,
      element,
      field,
      source,
      component: PlatformFieldEntry,
      isEdited: field.kind === 'select' ? isSelectEntryEdited : isTextFieldEntryEdited,
    })),
  };
}

interface PropertiesPanel {
  registerProvider(priority: number, provider: object): void;
}
interface Group {
  id: string;
}

/** A bpmn-js module adding the platform's group right after the panel's 常规 (General) group. */
export function platformPropertiesModule(source: PanelSource): ModuleDeclaration {
  class PlatformPropertiesProvider {
    static $inject = ['propertiesPanel'];
    constructor(propertiesPanel: PropertiesPanel) {
      propertiesPanel.registerProvider(500, this);
    }
    getGroups(element: DiagramElement) {
      return (groups: Group[]) => {
        const group = groupOf(element, source);
        if (!group) return groups;
        const general = groups.findIndex((g) => g.id === 'general');
        return [...groups.slice(0, general + 1), group, ...groups.slice(general + 1)];
      };
    }
  }
  return {
    __init__: ['platformPropertiesProvider'],
    platformPropertiesProvider: ['type', PlatformPropertiesProvider],
  };
}
