// Demo brand questionnaires (issue 22): designer templates of the scoring kind for the five questionnaire
// groups east-cert assesses brands with — quality, innovation, service, reputation and financial
// figures. Each has 3–5 indicators (top-level items with an AnswerScore: the experts score each from 0
// to it); the financial one also asks for last year's revenue (`revenue`, 万元) and the expected yearly
// growth (`revenueGrowth`, %), which the brand value reads. The seed helper binds them with
// brandDemoGroups(); nothing here writes to the database.
import type { BrandDimension } from '@platform/contract/brand-model';
import { choices, field, Kind, template } from './business.js';

export interface BrandDemoQuestionnaire {
  /** The form's name in the designer and the questionnaire's name. */
  name: string;
  kind: number;
  /** Designer JSON. */
  json: string;
  /** Weight within the group (decimal string). */
  weight: string;
}

export interface BrandDemoGroup {
  name: string;
  dimension: BrandDimension;
  /** Weight of the group in the strength score (decimal string). */
  weight: string;
  sort: number;
  description: string;
  questionnaires: BrandDemoQuestionnaire[];
}

const level = (label: string, model: string, score: number, ...labels: string[]) =>
  field({
    type: 'radio',
    label,
    model,
    required: true,
    options: { options: choices(...labels), AnswerScore: score },
  });

const described = (label: string, model: string, score: number) =>
  field({ type: 'textarea', label, model, required: true, options: { AnswerScore: score } });

const QUALITY = template([
  level('质量管理体系认证情况', 'qmsCertified', 25, '已通过认证并持续有效', '正在认证', '未建立'),
  level('近三年产品监督抽查合格率', 'spotCheckRate', 25, '100%', '95%–99%', '低于95%'),
  field({
    type: 'select',
    label: '主要产品执行的标准水平',
    model: 'standardLevel',
    required: true,
    options: { options: choices('国际标准', '国家标准', '行业标准', '企业标准'), AnswerScore: 20 },
  }),
  described('质量损失率及重大质量事故情况', 'qualityIncidents', 30),
]);

const INNOVATION = template([
  level('研发投入占营业收入比例', 'rdShare', 30, '5%以上', '3%–5%', '1%–3%', '低于1%'),
  field({
    type: 'number',
    label: '有效发明专利数量（件）',
    model: 'patents',
    required: true,
    options: { min: 0, max: 100000 },
  }),
  level('是否为高新技术企业', 'highTech', 20, '是', '否'),
  described('近三年新产品、新技术及其市场表现', 'newProducts', 30),
  described('产学研合作与研发平台建设', 'rdPlatforms', 20),
]);

const SERVICE = template([
  level('是否建立客户投诉处理制度', 'complaintProcess', 30, '已建立并有效运行', '已建立', '未建立'),
  level('近一年客户满意度调查结果', 'satisfaction', 35, '90分以上', '80–90分', '80分以下', '未调查'),
  described('售后服务网络与响应时效', 'afterSales', 35),
]);

const REPUTATION = template([
  level('品牌创立年限', 'brandAge', 20, '30年以上', '10–30年', '3–10年', '3年以下'),
  field({
    type: 'select',
    label: '获得的最高级别品牌荣誉',
    model: 'honours',
    required: true,
    options: { options: choices('国家级', '省级', '市级', '无'), AnswerScore: 30 },
  }),
  level('近三年是否发生重大负面舆情', 'negativeNews', 25, '否', '是'),
  described('品牌传播与社会责任实践', 'publicity', 25),
]);

const FINANCIAL = template([
  field({
    type: 'number',
    label: '上年营业收入（万元）',
    model: 'revenue',
    required: true,
    options: { min: 0, max: 100000000, step: 1, precision: 2 },
  }),
  field({
    type: 'number',
    label: '预计年增长率（%）',
    model: 'revenueGrowth',
    required: true,
    options: { min: -50, max: 200, step: 0.1, precision: 1 },
  }),
  level('近三年营业收入变化趋势', 'revenueTrend', 30, '持续增长', '基本稳定', '有所下降'),
  level('品牌产品收入占营业收入比例', 'brandShare', 35, '80%以上', '50%–80%', '50%以下'),
  described('盈利能力与资产负债情况', 'profitability', 35),
]);

/** The five demo groups with their weights and questionnaires, in order. */
export function brandDemoGroups(): BrandDemoGroup[] {
  const one = (name: string, json: string): BrandDemoQuestionnaire[] => [
    { name, kind: Kind.scoring, json, weight: '1' },
  ];
  return [
    {
      name: '质量',
      dimension: 'quality',
      weight: '0.25',
      sort: 0,
      description: '产品与服务质量、质量管理体系',
      questionnaires: one('品牌质量评价问卷', QUALITY),
    },
    {
      name: '创新',
      dimension: 'innovation',
      weight: '0.2',
      sort: 1,
      description: '研发投入、专利与新产品',
      questionnaires: one('品牌创新评价问卷', INNOVATION),
    },
    {
      name: '服务',
      dimension: 'service',
      weight: '0.15',
      sort: 2,
      description: '客户服务与满意度',
      questionnaires: one('品牌服务评价问卷', SERVICE),
    },
    {
      name: '声誉',
      dimension: 'reputation',
      weight: '0.2',
      sort: 3,
      description: '品牌历史、荣誉与舆情',
      questionnaires: one('品牌声誉评价问卷', REPUTATION),
    },
    {
      name: '财务',
      dimension: 'financial',
      weight: '0.2',
      sort: 4,
      description: '营业收入、增长与盈利能力',
      questionnaires: one('品牌财务评价问卷', FINANCIAL),
    },
  ];
}
