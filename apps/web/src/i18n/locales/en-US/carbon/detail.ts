import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/detail';

export default {
  title: 'Emission details',
  selection: 'Selection',
  org: 'Organisation',
  year: 'Year',
  yearValue: '{{year}}',
  scope: 'Scope',
  month: 'Month',
  source: 'Emission source',
  childOrg: 'Sub-organisation',
  total: 'Total emissions',
  rows: '{{total}} activity row(s)',
  allScopes: 'All scopes',
  allMonths: 'Whole year',
  missing: 'The organisation or year is missing: open the details from the emissions overview',
  back: 'Back to the emissions overview',
  columns: {
    org: 'Organisation',
    device: 'Device',
    month: 'Month',
    activity: 'Activity',
    source: 'Emission source',
    factor: 'Emission factor',
    factorValue: 'Factor value',
    factorSource: 'Factor source',
    gwp: 'GWP',
    emission: 'Emissions (t CO₂e)',
    evidence: 'Evidence',
  },
} satisfies Catalogue<typeof zh>;
