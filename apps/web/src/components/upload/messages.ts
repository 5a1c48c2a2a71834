export const uploadMessages = {
  upload: '上传',
  replace: '更换',
  uploadFile: '上传文件',
  uploading: '上传中',
  preview: '预览',
  typeRefused: (ext: string, accepted: string[]) =>
    `不支持的文件类型${ext ? ` .${ext}` : ''}，仅支持 ${accepted.join('、')}`,
  tooLarge: (limitMb: number) => `文件大小不能超过 ${limitMb}MB`,
  empty: '文件不能为空',
  tooMany: (max: number) => `最多上传 ${max} 个文件`,
  hint: (accepted: string[], limitMb: number) => `支持 ${accepted.join('、')}，单个文件不超过 ${limitMb}MB`,
} as const;
