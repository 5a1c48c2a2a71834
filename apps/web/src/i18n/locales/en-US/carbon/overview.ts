import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/overview';

export default {
  title: 'Carbon emissions overview',
  total: 'Total emissions',
  energy: 'Energy consumption',
  intensity: 'Emission intensity',
  intensityUnit: 't CO₂e/{{unit}}',
  noOutput: 'The accounting model has no output',
  yearOverYear: 'Year over year',
  previousYear: 'Previous year {{value}} t CO₂e',
  noPreviousYear: 'No figures for the previous year',
  openDetail: 'Details',
  clickHint: 'Click a chart or a figure to see the rows behind it',
  noOrg: 'Create an organisation in Organisations first',
  noModel: 'This organisation has no accounting model for {{year}}',
  createModel: 'Create an accounting model',
  noData: 'No data',
  charts: {
    scopeMonth: 'Emissions by scope and month',
    bySource: 'Emissions by source',
    byOrg: 'Emissions by organisation',
    energy: 'Energy structure',
    trend: 'Emissions by year',
  },
  trendRange: 'Years',
  trendNoModel: 'No model',
  emission: 'Emissions',
  activity: 'Activity',
} satisfies Catalogue<typeof zh>;
