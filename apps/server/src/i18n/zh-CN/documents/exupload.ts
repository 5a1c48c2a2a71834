// External upload links.
export default {
  notFound: '上传链接不存在',
  revoked: '上传链接已被撤销',
  expired: '上传链接已过期',
  taskNotHeld: '只能为自己办理中的待办任务创建上传链接',
  typeNotAccepted: '服务器不接受这些文件类型：{{types}}（可选：{{accepted}}）',
  typeRefused: '该链接不接受 .{{ext}} 文件，请上传：{{accepted}}',
  notYours: '只能撤销自己创建的上传链接',
  full: '该链接最多接收 {{max}} 个文件，已收满',
  nameRequired: '请填写姓名',
  tooLong: '最多{{max}}个字符',
  created: '上传链接已创建',
  revokedDone: '上传链接已撤销',
  uploaded: '上传成功',
  receivedTitle: '外部上传：{{title}}',
  receivedContent: '{{uploader}} 通过上传链接“{{title}}”上传了文件 {{name}}',
} as const;
