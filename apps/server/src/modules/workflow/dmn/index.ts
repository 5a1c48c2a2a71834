// DMN 1.3 decisions for the workflow service: read a document, evaluate one of its decisions.
export { parseDecisions, DMN13_NAMESPACE } from './parse.js';
export { evaluateDecision, type DecisionResult } from './evaluate.js';
export type { DmnModel, Decision, DecisionTable, HitPolicy } from './model.js';
