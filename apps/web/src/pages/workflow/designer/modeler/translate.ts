// bpmn-js asks a `translate` service for its own words (palette, context pad, the properties panel's
// standard groups). The common ones are in the page's catalogue (bpmnJs.*, the English file holding
// bpmn-js's own text); the others stay as bpmn-js writes them.
import type { ModuleDeclaration } from 'didi';
import { i18n } from '../../../../i18n';
import type zh from '../../../../i18n/locales/zh-CN/workflow/designer';

type BpmnJsKey = keyof (typeof zh)['bpmnJs'];

const TEMPLATES: Record<string, BpmnJsKey> = {
  'Activate hand tool': 'activateHandTool',
  'Activate lasso tool': 'activateLassoTool',
  'Activate create/remove space tool': 'activateCreateRemoveSpaceTool',
  'Activate global connect tool': 'activateGlobalConnectTool',
  'Create start event': 'createStartEvent',
  'Create intermediate/boundary event': 'createIntermediateBoundaryEvent',
  'Create end event': 'createEndEvent',
  'Create gateway': 'createGateway',
  'Create task': 'createTask',
  'Create data object reference': 'createDataObjectReference',
  'Create data store reference': 'createDataStoreReference',
  'Create expanded sub-process': 'createExpandedSubProcess',
  'Create pool/participant': 'createPoolParticipant',
  'Create group': 'createGroup',
  'Append end event': 'appendEndEvent',
  'Append gateway': 'appendGateway',
  'Append task': 'appendTask',
  'Append intermediate/boundary event': 'appendIntermediateBoundaryEvent',
  'Append receive task': 'appendReceiveTask',
  'Append timer intermediate catch event': 'appendTimerIntermediateCatchEvent',
  'Append message intermediate catch event': 'appendMessageIntermediateCatchEvent',
  'Append signal intermediate catch event': 'appendSignalIntermediateCatchEvent',
  'Append conditional intermediate catch event': 'appendConditionalIntermediateCatchEvent',
  'Add text annotation': 'addTextAnnotation',
  'Add lane above': 'addLaneAbove',
  'Add lane below': 'addLaneBelow',
  'Divide into two lanes': 'divideIntoTwoLanes',
  'Divide into three lanes': 'divideIntoThreeLanes',
  'Change element': 'changeElement',
  'Connect to other element': 'connectToOtherElement',
  'Connect using association': 'connectUsingAssociation',
  Delete: 'delete',
  General: 'general',
  Name: 'name',
  ID: 'id',
  Documentation: 'documentation',
  'Element documentation': 'elementDocumentation',
  'Process documentation': 'processDocumentation',
  'Version tag': 'versionTag',
  Executable: 'executable',
  'Process name': 'processName',
  'Process ID': 'processId',
  Timer: 'timer',
  Type: 'type',
  Value: 'value',
  Date: 'date',
  Duration: 'duration',
  Cycle: 'cycle',
  'Multi-instance': 'multiInstance',
  'Element must have an unique id.': 'elementMustHaveAnUniqueId',
  'ID must not be empty.': 'idMustNotBeEmpty',
  'ID must not contain spaces.': 'idMustNotContainSpaces',
  'ID must be a valid QName.': 'idMustBeAValidQName',
  Process: 'process',
  'Start Event': 'startEvent',
  'End Event': 'endEvent',
  Task: 'task',
  'User Task': 'userTask',
  'Service Task': 'serviceTask',
  'Send Task': 'sendTask',
  'Receive Task': 'receiveTask',
  'Business Rule Task': 'businessRuleTask',
  'Script Task': 'scriptTask',
  'Manual Task': 'manualTask',
  'Exclusive Gateway': 'exclusiveGateway',
  'Parallel Gateway': 'parallelGateway',
  'Inclusive Gateway': 'inclusiveGateway',
  'Event Based Gateway': 'eventBasedGateway',
  'Sequence Flow': 'sequenceFlow',
  'Sub Process': 'subProcess',
  'Timer Start Event': 'timerStartEvent',
  'Timer Boundary Event': 'timerBoundaryEvent',
  'Intermediate Throw Event': 'intermediateThrowEvent',
  'Text Annotation': 'textAnnotation',
  Participant: 'participant',
  Lane: 'lane',
  '<none>': 'none',
};

/** bpmn-js's translate contract: a template and its {placeholders}, in the current language. */
export function translate(template: string, replacements: Record<string, string> = {}): string {
  const key = Object.hasOwn(TEMPLATES, template) ? TEMPLATES[template] : undefined;
  const text = key ? i18n.t(`workflow:designer.bpmnJs.${key}`) : template;
  return text.replace(/{([^}]+)}/g, (all, name: string) => replacements[name] ?? all);
}

/** The module replacing bpmn-js's translate service. */
export const translateModule: ModuleDeclaration = { translate: ['value', translate] };
