// The positions page (menu /useManagement/org/position).
export default {
  code: '岗位编码',
  name: '岗位名称',
  sort: '显示顺序',
  status: '状态',
  remark: '备注',
  createdAt: '创建时间',
  codePlaceholder: '请输入岗位编码',
  namePlaceholder: '请输入岗位名称',
  edit: '修改',
  remove: '删除',
  addTitle: '添加岗位',
  editTitle: '修改岗位',
  codeRequired: '请输入岗位编码',
  codePattern: '只能包含字母、数字、下划线和连字符',
  nameRequired: '请输入岗位名称',
  confirmRemove: '是否确认删除岗位“{{name}}”？',
} as const;
