-- English names for what the demo seed created before migration 0015, on databases seeded earlier:
-- only where the entry still has the seeded Chinese name and no English name yet, so nothing a user
-- named or renamed is touched.
UPDATE "apps" SET "name_en" = v.name_en FROM (VALUES
  ('system', '系统管理', 'System'),
  ('quality', '质量管理', 'Quality management'),
  ('compliance', '合规管理', 'Compliance management'),
  ('cert', '认证服务', 'Certification services'),
  ('carbon', '碳核算', 'Carbon accounting'),
  ('brand', '品牌评价', 'Brand evaluation')
) AS v(key, name, name_en)
WHERE "apps"."key" = v.key AND "apps"."name" = v.name AND "apps"."name_en" IS NULL;--> statement-breakpoint
UPDATE "resources" SET "title_en" = v.title_en FROM (VALUES
  ('Root', '首页', 'Home'),
  ('Index', '首页', 'Home'),
  ('UseManagement', '系统管理', 'System'),
  ('UseManagementIndex', '系统管理', 'System'),
  ('UseApp', '应用管理', 'Apps'),
  ('Resources', '资源管理', 'Resources'),
  ('Role', '权限管理', 'Permissions'),
  ('UseTenant', '租户管理', 'Tenants'),
  ('UseUser', '用户管理', 'Users'),
  ('Organisation', '组织机构', 'Organisation'),
  ('Dept', '部门管理', 'Departments'),
  ('Position', '岗位管理', 'Positions'),
  ('Dict', '字典管理', 'Dictionaries'),
  ('PageLayout', '页面布局', 'Page layouts'),
  ('MsgSend', '消息发送', 'Send messages'),
  ('Operlog', '操作日志', 'Operation log'),
  ('Profile', '个人中心', 'Profile'),
  ('ProfileIndex', '个人中心', 'Profile'),
  ('businessLayout', '业务办理', 'Business'),
  ('businessIndex', '业务办理', 'Business'),
  ('formDemoLayout', '表单示例', 'Form demo'),
  ('formDemoIndex', '表单示例', 'Form demo'),
  ('Work', '表单管理', 'Forms'),
  ('Indicator', '表单管理', 'Forms'),
  ('FormDesigner', '表单设计', 'Form designer'),
  ('applyListLayout', '申请记录', 'Application records'),
  ('applyListIndex', '申请记录', 'Application records'),
  ('overviewLayout', '碳排放概览', 'Carbon emissions overview'),
  ('overviewIndex', '碳排放概览', 'Carbon emissions overview'),
  ('planLayout', '计划管理', 'Plans'),
  ('planIndex', '计划管理', 'Plans'),
  ('0010Layout', '专家评审', 'Expert review'),
  ('0010Index', '专家评审', 'Expert review'),
  ('businessReviewLayout', '业务审查', 'Business review'),
  ('businessReviewIndex', '业务审查', 'Business review'),
  ('contractManageLayout', '合同管理', 'Contracts'),
  ('contractManageIndex', '合同管理', 'Contracts'),
  ('applyManageLayout', '申请管理', 'Applications'),
  ('applyManageIndex', '申请管理', 'Applications'),
  ('awaitApplywaitLayout', '待受理申请', 'Applications to accept'),
  ('awaitApplywaitIndex', '待受理申请', 'Applications to accept'),
  ('reviewwaitLayout', '待评审', 'Awaiting review'),
  ('reviewwaitIndex', '待评审', 'Awaiting review'),
  ('Help', '帮助文档', 'Help')
) AS v(name, title, title_en)
WHERE "resources"."name" = v.name AND "resources"."title" = v.title AND "resources"."title_en" IS NULL;--> statement-breakpoint
UPDATE "dicts" SET "name_en" = v.name_en FROM (VALUES
  ('QSBITYPE', '问卷类型', 'Questionnaire types'),
  ('QSBITYPE_QMS', '质量管理体系认证', 'Quality management system certification'),
  ('QSBITYPE_EMS', '环境管理体系认证', 'Environmental management system certification'),
  ('QSBITYPE_OHSMS', '职业健康安全管理体系认证', 'Occupational health and safety management system certification'),
  ('QSBITYPE_CARBON', '碳排放核查', 'Carbon emission verification'),
  ('QSBITYPE_BRAND', '品牌评价', 'Brand evaluation'),
  ('CERT_FIELD', '认证领域', 'Certification fields'),
  ('CERT_FIELD_QMS', '质量管理体系', 'Quality management system'),
  ('CERT_FIELD_EMS', '环境管理体系', 'Environmental management system'),
  ('CERT_FIELD_OHSMS', '职业健康安全管理体系', 'Occupational health and safety management system'),
  ('CERT_FIELD_ENMS', '能源管理体系', 'Energy management system'),
  ('CERT_FIELD_ISMS', '信息安全管理体系', 'Information security management system')
) AS v(code, name, name_en)
WHERE "dicts"."tenant_id" IS NULL AND "dicts"."code" = v.code AND "dicts"."name" = v.name AND "dicts"."name_en" IS NULL;
