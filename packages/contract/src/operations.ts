// What each call the operation log records means to a person: its module and operation, in Chinese and
// English (the names are in locales/operations.ts).
// The server records the operation's name with the call (`POST /api/api-system/data/dept/addDept`) and
// answers it for earlier entries too; the web app filters and groups the log by it. Plain data, no
// zod: the web app imports it without the schemas.
import type { Language } from './i18n.js';
import { operationTexts, type OperationTexts } from './locales/operations.js';

export interface Operation {
  /** The call below /api/, e.g. `api-system/data/dept/addDept`: what the filter asks the server for. */
  call: string;
  /** The operation's name in Chinese, and in English. */
  label: string;
  labelEn: string;
}

export interface OperationModule {
  /** The module's name in Chinese, and in English. */
  module: string;
  moduleEn: string;
  operations: Operation[];
}

const API_PREFIX = '/api/';
const zh = operationTexts['zh-CN'];
const en = operationTexts['en-US'];

/** A module of the log and its operations: `[call, name key]` pairs, named from locales/operations.ts. */
function moduleOf<M extends keyof OperationTexts>(
  key: M,
  prefix: string,
  operations: [call: string, name: Exclude<keyof OperationTexts[M], 'module'>][],
): OperationModule {
  const words = (texts: typeof zh | typeof en, name: PropertyKey) =>
    (texts[key] as Record<PropertyKey, string>)[name]!;
  return {
    module: zh[key].module,
    moduleEn: en[key].module,
    operations: operations.map(([call, name]) => ({
      call: `${prefix}${call}`,
      label: words(zh, name),
      labelEn: words(en, name),
    })),
  };
}

/** System management and the message send (spec shell.md §7). */
const SYSTEM = 'api-system/data/';
/** The forms calls (spec forms.md §7). */
const FORMS = 'api-spacestation/sp/';
/** The workflow calls (issue 18). */
const WORKFLOW = 'api-workflow/';
/** The business-item calls (issue 19, spec forms.md §7). */
const BUSINESS = 'api-spacestation/ind/';

export const OPERATION_MODULES: OperationModule[] = [
  moduleOf('app', SYSTEM, [
    ['app/add', 'add'],
    ['app/update', 'update'],
    ['app/delete', 'delete'],
  ]),
  moduleOf('resource', SYSTEM, [
    ['resource/createresource', 'add'],
    ['resource/saveresource', 'update'],
    ['resource/delresource', 'delete'],
  ]),
  moduleOf('role', SYSTEM, [
    ['role/add', 'add'],
    ['role/update', 'update'],
    ['role/bindResources', 'bindResources'],
    ['role/delete', 'delete'],
  ]),
  moduleOf('tenant', SYSTEM, [
    ['tenant/add', 'add'],
    ['tenant/update', 'update'],
    ['tenant/subscribeApps', 'subscribeApps'],
  ]),
  moduleOf('user', SYSTEM, [
    ['tenantuser/add', 'add'],
    ['tenantuser/update', 'update'],
    ['tenantuser/changeStatus', 'changeStatus'],
    ['tenantuser/resetPwd', 'resetPassword'],
    ['tenantuser/delete', 'delete'],
    ['tenantuser/import', 'import'],
  ]),
  moduleOf('dept', SYSTEM, [
    ['dept/addDept', 'add'],
    ['dept/updateDept', 'update'],
    ['dept/delDeptById', 'delete'],
  ]),
  moduleOf('position', SYSTEM, [
    ['position/add', 'add'],
    ['position/update', 'update'],
    ['position/delById', 'delete'],
  ]),
  moduleOf('dict', SYSTEM, [
    ['resource/saveDict', 'save'],
    ['resource/delDict', 'delete'],
    ['resource/changeDictParent', 'move'],
    ['resource/BindDictItems', 'bindItems'],
    ['resource/importDictDataV2', 'import'],
  ]),
  moduleOf('pageLayout', SYSTEM, [
    ['resource/savePageLayout', 'save'],
    ['resource/bindPageLayout', 'bind'],
    ['resource/delPageLayout', 'delete'],
  ]),
  moduleOf('message', SYSTEM, [
    ['msg/sendMsg', 'send'],
    ['msg/retryDelivery', 'retry'],
  ]),
  moduleOf('form', FORMS, [
    ['form/saveIDB', 'save'],
    ['form/deleteIDB', 'delete'],
    ['form/restoreIDBVersion', 'restoreVersion'],
    ['qs/saveQsDetail', 'saveQuestionnaire'],
    ['form/updateQsDetailFormStyle', 'updateQuestionnaireStyle'],
    ['score/saveScoreForm', 'saveScoreSheet'],
  ]),
  moduleOf('workflow', WORKFLOW, [
    ['definition/deploy', 'deploy'],
    ['definition/copyTemplate', 'copyTemplate'],
    ['decision/deploy', 'deployDecision'],
    ['instance/start', 'start'],
    ['instance/cancel', 'cancel'],
    ['incident/retry', 'retry'],
    ['task/claim', 'claim'],
    ['task/unclaim', 'unclaim'],
    ['task/complete', 'complete'],
    ['task/return', 'returnTask'],
    ['task/reject', 'reject'],
    ['task/delegate', 'delegate'],
    ['task/reassign', 'reassign'],
    ['task/batchComplete', 'batchComplete'],
  ]),
  moduleOf('business', BUSINESS, [
    ['biz/addBiz', 'add'],
    ['biz/updateBizById', 'update'],
    ['biz/deleteBizById', 'delete'],
    ['biz/bindPaper', 'bindPaper'],
    ['biz/updatePaper', 'updatePaper'],
    ['biz/unbindPaper', 'unbindPaper'],
    ['bizTenant/batchAddBizTenant', 'addTenants'],
    ['bizTenant/batchDeleteByIds', 'removeTenants'],
    ['biz/publishBiz', 'publish'],
    ['biz/closeBiz', 'close'],
  ]),
];

const byCall = new Map(
  OPERATION_MODULES.flatMap((module) =>
    module.operations.map((operation) => [operation.call, { module, operation }] as const),
  ),
);

/**
 * The module and operation of a recorded call in a language (Chinese unless asked); undefined for a
 * call this list does not know.
 */
export function describeAction(
  action: string,
  language: Language = 'zh-CN',
): { module: string; label: string } | undefined {
  const path = action.slice(action.indexOf(' ') + 1);
  if (!path.startsWith(API_PREFIX)) return undefined;
  const found = byCall.get(path.slice(API_PREFIX.length));
  if (!found) return undefined;
  const english = language === 'en-US';
  return {
    module: english ? found.module.moduleEn : found.module.module,
    label: english ? found.operation.labelEn : found.operation.label,
  };
}

/** What the filter sends for a chosen operation: the whole path, so `app/add` never matches `…app/add`. */
export function actionFilter(call: string): string {
  return `${API_PREFIX}${call}`;
}
