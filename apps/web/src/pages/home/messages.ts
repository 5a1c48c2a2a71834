import type { DatabaseKind } from '@platform/contract';

export const homeMessages = {
  introTitle: '平台业务',
  intro:
    '面向企业、专家与认证机构人员，覆盖质量、合规、认证、碳核算与品牌评价五大业务领域，以统一的账号、应用与权限体系为各租户提供服务。',
  statusTitle: '服务状态',
  refresh: '刷新',
  retry: '重新检测',
  statusUnavailable: '无法获取服务状态',
  service: '接口服务',
  version: '版本',
  uptime: '已运行',
  database: '数据库',
  databaseLatency: '数据库响应',
  databaseError: '故障原因',
  checkedAt: '检测时间',
  up: '正常',
  down: '异常',
  noLatency: '—',
  latency: (ms: number) => `${ms} ms`,
  uptimeParts: { day: '天', hour: '小时', minute: '分钟', underAMinute: '不到 1 分钟' },
} as const;

export const databaseKindLabel: Record<DatabaseKind, string> = {
  pglite: 'PGlite（内嵌）',
  postgres: 'PostgreSQL',
};

export interface BusinessArea {
  key: 'quality' | 'compliance' | 'certification' | 'carbon' | 'brand';
  name: string;
  description: string;
}

export const businessAreas: readonly BusinessArea[] = [
  {
    key: 'quality',
    name: '质量',
    description: '质量管理体系建设与运行，质量数据采集、分析与改进跟踪，持续提升产品和服务质量。',
  },
  {
    key: 'compliance',
    name: '合规',
    description: '梳理法律法规与标准要求，开展合规自查、风险识别和整改闭环，留存合规证据。',
  },
  {
    key: 'certification',
    name: '认证',
    description: '认证申请、受理评审、审核计划与审核报告在线办理，受理通知与审核结果及时送达。',
  },
  {
    key: 'carbon',
    name: '碳核算',
    description: '按年度和组织核算温室气体排放，管理排放源与活动数据，形成碳排放核算结果。',
  },
  {
    key: 'brand',
    name: '品牌评价',
    description: '依据品牌评价标准开展品牌价值与品牌能力评价，出具评价结论与改进建议。',
  },
];
