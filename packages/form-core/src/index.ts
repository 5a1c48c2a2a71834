// @platform/form-core: the framework-free form engine shared by the renderer, the designer and the
// server. See README.md for the API.

export * from './types.js';
export type * from './api.js';
export {
  DEFAULT_RULE_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
  DEFAULT_TRIGGERS,
  DEFAULT_BATCH_ROWS,
  DEFAULT_YEAR,
  DEFAULT_SEPARATOR,
  MAX_SEPARATOR_LENGTH,
  MAX_GRID_SPAN,
  IMAGE_EXTENSIONS,
  FIXED_YEAR_TABLE_MODELS,
  KNOWN_TYPES,
  MODEL_LESS_TYPES,
  CHOICE_TYPES,
  childLists,
  defaultDateFormat,
  defaultOptions,
  hasModel,
  isFixedYearTable,
  isKnownItem,
  isKnownType,
  isRowContainer,
  normaliseRule,
  walkItems,
} from './catalog.js';
export {
  importTemplate,
  allItems,
  TemplateImportError,
  IMPORT_MESSAGES,
  DEFAULT_FORM_CONFIG,
  type ImportIssue,
  type ImportResult,
  type TemplateImportErrorCode,
} from './import.js';
export { migrateTemplate, templateVersion, type TemplateMigration } from './migrate.js';
export { MAX_TEMPLATE_DEPTH, type ShapeProblem } from './shape.js';
export {
  ALL_FIELDS,
  EXPRESSION_FUNCTIONS,
  ExpressionEvaluationError,
  checkExpression,
  compileExpression,
  evaluateCondition,
  evaluateExpression,
  wordExpressionError,
  type CompiledExpression,
  type ExpressionCheck,
  type ExpressionError,
  type ExpressionScope,
  type ExpressionText,
} from './expression.js';
export { chineseText, type CoreKey, type CoreTranslate } from './text.js';
export {
  checkRules,
  compilePattern,
  isEmptyValue,
  isItemDisabled,
  isItemVisible,
  itemDependencies,
  validateData,
  type ExpressionErrorReporter,
  type RuleContext,
  type ValidateDataOptions,
  type VisibilityProbe,
} from './validate.js';
export {
  createRow,
  defaultValueOf,
  generateRowId,
  initialData,
  initialRows,
  mergeData,
  normaliseRows,
  regionLabelModel,
  shapeOutput,
  type DefaultsContext,
} from './data.js';
export { formatDate, toDayjsFormat } from './dates.js';
export { collectKeys, findDuplicateModels, generateKey, type DuplicateModel } from './keys.js';
export {
  matchesStandardAnswer,
  scoreAnswers,
  summariseScore,
  type ItemScore,
  type ScoreSummary,
} from './scoring.js';
export { pickRemoteOptions, withRateMax, withStaticOptions } from './options.js';
export { formatPath, parsePath, rowPath, type PathSegment } from './paths.js';
export {
  DEFAULT_SCRIPT_LIMITS,
  SCRIPT_MEMORY_MESSAGE,
  SCRIPT_ENGINE_LOST_MESSAGE,
  SCRIPT_STACK_MESSAGE,
  SCRIPT_TIMEOUT_MESSAGE,
  ScriptSandbox,
  createScriptSandbox,
  loadQuickJS,
  type ScriptOperation,
  type ScriptOutcome,
  type ScriptRun,
} from './sandbox.js';
export {
  InThreadScriptRunner,
  SCRIPT_TERMINATE_GRACE_MS,
  WorkerScriptRunner,
  createScriptRunner,
  type ScriptReply,
  type ScriptRequest,
  type ScriptRunner,
  type ScriptWorker,
} from './runner.js';
export { createFormStore, FormValidationError, templateHasScripts } from './store/index.js';
export { checkSubmission, validateSubmission, type SubmissionCheck } from './server.js';
