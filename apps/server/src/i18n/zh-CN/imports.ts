// Texts of the imports area: why the one .xlsx reader refuses a file.
export default {
  unreadable: '文件无法读取，请上传 Excel（.xlsx）文件',
  corrupt: '文件已损坏（解压后的大小与文件记录不符），无法读取',
  tooLarge: '文件解压后超过{{mb}}MB，请删除无用内容或拆分后再导入',
  tooSlow: '文件读取超过{{seconds}}秒，请拆分后再导入',
  tooMuch: '文件内容过多，无法读取，请拆分后再导入',
  tooManyColumns: '每行最多{{max}}列',
  cellTooLong: '第{{row}}行有单元格超过{{max}}个字符',
  tooManyRows: '一次最多导入{{max}}行',
} as const;
