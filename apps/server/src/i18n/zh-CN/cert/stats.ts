export default {
  monthFormat: '须为年月（YYYY-MM）或日期（YYYY-MM-DD）',
  monthOrder: '结束月份不能早于开始月份',
  monthSpan: '最多统计{{max}}个月',
  noticeMissing: '公告不存在',
  noticePublished: '公告已发布',
  noticeAlreadyPublished: '公告已经发布',
  processMissing: '流程实例不存在',
} as const;
