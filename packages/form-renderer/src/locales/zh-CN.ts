// The form-renderer's own texts in Simplified Chinese (the spec's words); a template's labels are not here.
// form-core's texts (validation, row refusals, script errors) sit under `core`, so that a host loads one
// namespace for a rendered form.
import core from '@platform/form-core/locales/zh-CN';

export default {
  rows: {
    add: '添加',
    copy: '复制',
    delete: '删除',
    edit: '编辑',
    view: '查看',
    actions: '操作',
    sequence: '序号',
    empty: '暂无数据',
    confirmDeleteTitle: '提示',
    confirmDelete: '确定删除该行数据吗？',
    deleted: '删除成功',
    dialogEditTitle: '{{label}} - 编辑',
    dialogViewTitle: '{{label}} - 查看',
  },
  dialog: {
    ok: '确定',
    cancel: '取消',
  },
  region: {
    province: '省/直辖市',
    city: '市',
    district: '区/县',
    streetAddress: '详细地址',
  },
  upload: {
    upload: '点击上传',
    uploadImage: '上传图片',
    imageTypeRefused: '上传图片只能是 png、jpg、jpeg、bmp 格式!',
    tooLarge: '上传文件大小不能超过 {{limit}}MB!',
    imageTooLarge: '上传图片大小不能超过 {{limit}}MB!',
    tooMany: '最多只能上传 {{limit}} 个文件',
    acceptRefused: '只能上传 {{accept}} 格式的文件',
    pathNotFound: '未找到文件路径',
    failed: '上传失败',
    imageTip: '只能上传 png/jpg/jpeg/bmp 文件，且不超过500kb',
    noUploader: '当前页面不支持上传文件',
    preview: '预览',
  },
  date: {
    rangeStart: '开始时间',
    rangeEnd: '结束时间',
  },
  value: {
    yes: '是',
    no: '否',
    listSeparator: '、',
  },
  unsupported: '不支持的组件类型：{{type}}',
  core,
} as const;
