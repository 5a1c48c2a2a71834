import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/decisions.js';

export default {
  xmlUnreadable: 'The XML cannot be read: {{detail}}',
  xmlAt: 'line {{line}}, column {{column}}: {{detail}}',
  xmlWarning: 'The document has content that is not understood: {{detail}}',
  notDmn13: 'Not a DMN 1.3 document: the root element should be definitions in the namespace {{namespace}}',
  duplicateId: 'The id "{{id}}" is used more than once; only the first one was kept',
  noDecisions: 'The document has no decision',
  decisionWithoutId: 'The decision "{{name}}" has no id',
  noLogic: 'The decision has no decision table or literal expression',
  unsupportedLogic:
    'The decision logic {{type}} is not supported; only decision tables and literal expressions are',
  requiredMissing: 'The required decision "{{id}}" does not exist',
  cycle: 'The decisions require each other in a cycle: {{path}}',
  unknownHitPolicy: 'Unknown hit policy "{{hitPolicy}}"; it should be one of {{known}}',
  unknownAggregation: 'Unknown aggregation "{{aggregation}}"; it should be one of {{known}}',
  aggregationNeedsCollect: 'The aggregation {{aggregation}} can only be used with the COLLECT hit policy',
  aggregationSingleOutput:
    'The aggregation {{aggregation}} can only be used in a table with one output column',
  noOutputs: 'The decision table has no output column',
  outputNameMissing: 'Output column {{column}} has no name (every column needs one when there are several)',
  outputNameDuplicate: 'The output column name "{{name}}" is used more than once',
  inputExpressionMissing: 'Input column {{column}} has no input expression',
  entryCount:
    'Rule {{rule}} has {{inputEntries}} input condition(s) and {{outputEntries}} output value(s), but the table has {{inputs}} input column(s) and {{outputs}} output column(s)',
  feelSyntax: '{{where}} "{{expression}}" is not valid FEEL (error at character {{position}})',
  where: {
    literal: 'The literal expression',
    inputExpression: 'The expression of input "{{input}}"',
    inputValues: 'The allowed values of input "{{input}}"',
    outputValues: 'The values of output "{{output}}"',
    defaultOutput: 'The default value of output "{{output}}"',
    inputEntry: 'The condition on input "{{input}}" in rule {{rule}}',
    outputEntry: 'The value of output "{{output}}" in rule {{rule}}',
  },
  decisionNotFound: 'The decision "{{id}}" does not exist',
  cannotEvaluate: 'The decision "{{decision}}" cannot be evaluated: {{reason}}',
  feelFailed: '{{where}} "{{expression}}" cannot be evaluated: {{detail}}',
  variableMissing: 'The decision "{{decision}}" needs the input "{{name}}"',
  inputNotAllowed:
    'The input "{{input}}" of the decision "{{decision}}" cannot be {{value}}; the allowed values are {{allowed}}',
  inputWrongType: 'The input "{{input}}" of the decision "{{decision}}" should be a {{type}}; got {{value}}',
  types: { number: 'number', boolean: 'boolean', date: 'date', dateTime: 'date and time' },
  uniqueConflict: 'The decision "{{decision}}" has the hit policy UNIQUE, but rules {{rules}} all match',
  anyConflict:
    'The decision "{{decision}}" has the hit policy ANY, but the matching rules {{rules}} give different results',
  aggregationFailed:
    'The decision "{{decision}}" cannot aggregate ({{aggregation}}) the results of rules {{rules}}',
} satisfies Catalogue<typeof zh>;
