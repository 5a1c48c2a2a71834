// What every carbon page shares: the organisation and year bar, the scope hook, number formatting
// and the names of the classifications.
export { OrgYearBar, type OrgYearBarProps } from './OrgYearBar';
export {
  carbonOrgKeys,
  findOrg,
  flattenOrgs,
  useCarbonScope,
  useOrgTree,
  type CarbonScope,
} from './useCarbonScope';
export {
  chartValue,
  formatDecimal,
  formatExact,
  formatPercent,
  formatQuantity,
  isDecimalText,
} from './format';
export * from './labels';
export { detailLink, selectionOf, type DetailSelection } from './detailLink';
export { EvidenceLinks, evidenceName, evidenceUrl } from './EvidenceLinks';
export { carbonFigureKeys, useEmissionFigures, useEnergyFigures, useYearlyEmissions } from './figures';
export { tableWidth } from './tableWidth';
