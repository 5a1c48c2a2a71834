// Texts of the position area.
export default {
  codeTaken: '岗位编码已存在',
  notFound: '岗位不存在',
  inUse: '该岗位已分配给用户，无法删除',
} as const;
