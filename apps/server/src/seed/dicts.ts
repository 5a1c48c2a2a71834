// The platform dictionaries every installation starts with, shared by all tenants. Business screens
// read them by code: QSBITYPE lists questionnaire types (spec forms.md §7), CERT_FIELD the
// certification fields an audit letter names. Codes are unique across a scope, so items carry their
// dictionary's code as a prefix.
export interface DictSeed {
  code: string;
  name: string;
  /** The name in English pages. */
  nameEn: string;
  value?: string;
  children?: DictSeed[];
}

export const QSBITYPE = 'QSBITYPE';
export const CERT_FIELD = 'CERT_FIELD';

export const PLATFORM_DICTS: DictSeed[] = [
  {
    code: QSBITYPE,
    name: '问卷类型',
    nameEn: 'Questionnaire types',
    children: [
      {
        code: 'QSBITYPE_QMS',
        name: '质量管理体系认证',
        nameEn: 'Quality management system certification',
        value: 'QMS',
      },
      {
        code: 'QSBITYPE_EMS',
        name: '环境管理体系认证',
        nameEn: 'Environmental management system certification',
        value: 'EMS',
      },
      {
        code: 'QSBITYPE_OHSMS',
        name: '职业健康安全管理体系认证',
        nameEn: 'Occupational health and safety management system certification',
        value: 'OHSMS',
      },
      {
        code: 'QSBITYPE_CARBON',
        name: '碳排放核查',
        nameEn: 'Carbon emission verification',
        value: 'CARBON',
      },
      { code: 'QSBITYPE_BRAND', name: '品牌评价', nameEn: 'Brand evaluation', value: 'BRAND' },
    ],
  },
  {
    code: CERT_FIELD,
    name: '认证领域',
    nameEn: 'Certification fields',
    children: [
      { code: 'CERT_FIELD_QMS', name: '质量管理体系', nameEn: 'Quality management system', value: 'QMS' },
      {
        code: 'CERT_FIELD_EMS',
        name: '环境管理体系',
        nameEn: 'Environmental management system',
        value: 'EMS',
      },
      {
        code: 'CERT_FIELD_OHSMS',
        name: '职业健康安全管理体系',
        nameEn: 'Occupational health and safety management system',
        value: 'OHSMS',
      },
      { code: 'CERT_FIELD_ENMS', name: '能源管理体系', nameEn: 'Energy management system', value: 'EnMS' },
      {
        code: 'CERT_FIELD_ISMS',
        name: '信息安全管理体系',
        nameEn: 'Information security management system',
        value: 'ISMS',
      },
    ],
  },
];
