// dmn-js's own texts in the page's language: its `translate` service, replaced in every view. dmn-js
// passes its English text as the template; the ones the catalogue knows are looked up in the language
// shown at the time (dmn-js renders again on every change), the others stay as dmn-js wrote them.
import { i18n } from '../../../i18n';
import type zh from '../../../i18n/locales/zh-CN/workflow/dmn';

type ModelerKey = keyof (typeof zh)['modeler'];

const KEYS: Readonly<Record<string, ModelerKey>> = {
  When: 'when',
  And: 'and',
  Then: 'then',
  'Hit policy:': 'hitPolicyColon',
  'Hit policy': 'hitPolicy',
  Annotations: 'annotations',
  Annotation: 'annotation',
  'View DRD': 'viewDRD',
  'Decision name': 'decisionName',
  'Decision name: ': 'decisionNamePrefix',
  'Add rule': 'addRule',
  'Add rule above': 'addRuleAbove',
  'Add rule below': 'addRuleBelow',
  'Remove rule': 'removeRule',
  'Copy rule': 'copyRule',
  'Cut rule': 'cutRule',
  'Paste rule above': 'pasteRuleAbove',
  'Paste rule below': 'pasteRuleBelow',
  'Move rule': 'moveRule',
  'Add input': 'addInput',
  'Add output': 'addOutput',
  'Add input column left': 'addInputColumnLeft',
  'Add input column right': 'addInputColumnRight',
  'Add output column left': 'addOutputColumnLeft',
  'Add output column right': 'addOutputColumnRight',
  'Remove input column': 'removeInputColumn',
  'Remove output column': 'removeOutputColumn',
  'Copy input column': 'copyInputColumn',
  'Cut input column': 'cutInputColumn',
  'Paste input column left': 'pasteInputColumnLeft',
  'Paste input column right': 'pasteInputColumnRight',
  'Copy output column': 'copyOutputColumn',
  'Cut output column': 'cutOutputColumn',
  'Paste output column left': 'pasteOutputColumnLeft',
  'Paste output column right': 'pasteOutputColumnRight',
  Input: 'input',
  Output: 'output',
  'Input label': 'inputLabel',
  'Input label: ': 'inputLabelPrefix',
  'Input expression': 'inputExpression',
  'Input expression: ': 'inputExpressionPrefix',
  'Input values': 'inputValues',
  'Input type': 'inputType',
  'Output label': 'outputLabel',
  'Output label: ': 'outputLabelPrefix',
  'Output name': 'outputName',
  'Output name: ': 'outputNamePrefix',
  'Output values': 'outputValues',
  'Output type': 'outputType',
  Type: 'type',
  Expression: 'expression',
  'Expression language': 'expressionLanguage',
  'Predefined values': 'predefinedValues',
  'Add values': 'addValues',
  Edit: 'edit',
  'Edit string': 'editString',
  'Edit number': 'editNumber',
  'Edit boolean': 'editBoolean',
  'Edit date': 'editDate',
  'Match one': 'matchOne',
  'Match none': 'matchNone',
  Yes: 'yes',
  No: 'no',
  Comparison: 'comparison',
  Range: 'range',
  Value: 'value',
  'Set value': 'setValue',
  'Strings must be in double quotes': 'stringsMustBeInDoubleQuotes',
  'Add cell description': 'addCellDescription',
  'Remove cell description': 'removeCellDescription',
  'Create decision': 'createDecision',
  'Create input data': 'createInputData',
  'Create knowledge model': 'createKnowledgeModel',
  'Create knowledge source': 'createKnowledgeSource',
  'Activate hand tool': 'activateHandTool',
  'Activate lasso tool': 'activateLassoTool',
  'Append decision': 'appendDecision',
  'Append input data': 'appendInputData',
  'Append business knowledge model': 'appendBusinessKnowledgeModel',
  'Append knowledge source': 'appendKnowledgeSource',
  'Add text annotation': 'addTextAnnotation',
  'Change type': 'changeType',
  'Connect to other element': 'connectToOtherElement',
  Delete: 'delete',
  'Definition ID': 'definitionID',
  'Definition name': 'definitionName',
};

export function translate(template: string, replacements: Record<string, string> = {}): string {
  const key = KEYS[template];
  const text = key ? i18n.t(`workflow:dmn.modeler.${key}`) : template;
  return text.replace(/{([^}]+)}/g, (whole, name: string) => replacements[name] ?? whole);
}

const translateModule = { translate: ['value', translate] };

/** The modeler options that give each kind of view the translation. */
export const translatedViews = Object.fromEntries(
  ['drd', 'decisionTable', 'literalExpression', 'boxedExpression'].map((view) => [
    view,
    { additionalModules: [translateModule] },
  ]),
);
