import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/system/operlog';

export default {
  username: 'Operator',
  usernamePlaceholder: 'Enter the operator account',
  operation: 'Operation',
  operationPlaceholder: 'All operations',
  module: 'Module',
  targetName: 'Target',
  targetId: 'Target ID',
  targetIdPlaceholder: 'Enter the target ID',
  time: 'Time',
  timeStart: 'Start time',
  timeEnd: 'End time',
  status: 'Result',
  success: 'Success',
  failure: 'Failed ({{status}})',
  ip: 'IP address',
  call: 'API',
  detail: 'Details',
  detailTitle: 'Operation log details',
  sameTarget: 'All operations on this target',
  empty: 'No operation logs',
  other: 'Other',
} satisfies Catalogue<typeof zh>;
