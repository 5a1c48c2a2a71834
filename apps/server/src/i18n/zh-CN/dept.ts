// Texts of the department area.
export default {
  nameTaken: '同一上级部门下已有同名部门',
  parentIsSelf: '上级部门不能是部门自身',
  parentNotFound: '上级部门不存在',
  parentIsDescendant: '上级部门不能是该部门的下级部门',
  notFound: '部门不存在',
  notEmpty: '该部门下还有子部门或用户，无法删除',
} as const;
