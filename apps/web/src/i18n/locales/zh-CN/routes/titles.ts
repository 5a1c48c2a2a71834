// Titles of the pages no menu lists (their tags and breadcrumbs), kept apart from the pages' catalogues so
// that the session's routes carry only these words (app/sessionRoutes.tsx); the pages' catalogues reuse them.
export default {
  dmn: '决策表',
  progress: '流程进度',
  businessFill: '填报',
  batchProcessOfd: 'OFD 批量处理',
} as const;
