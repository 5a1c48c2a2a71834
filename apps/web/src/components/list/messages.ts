// Texts the list kit shows when a page does not say otherwise (spec §2.4: the list pages' search form,
// confirmation dialogs and form dialogs).
export const listMessages = {
  search: '搜索',
  reset: '重置',
  all: '全部',
  add: '新增',
  actions: '操作',
  dialogTitle: '系统提示',
  ok: '确定',
  cancel: '取消',
  enabled: '正常',
  disabled: '停用',
} as const;
