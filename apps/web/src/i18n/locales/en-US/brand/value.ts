import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/value';

export default {
  title: 'Brand value',
  tabs: { valuation: 'Valuation', settings: 'Settings' },
  pick: {
    status: 'Process status',
    process: 'Assessment process',
    placeholder: 'Choose an assessment process (number, brand or enterprise)',
    empty: 'Choose an assessment process to see its brand value',
  },
  summary: {
    value: 'Brand value (yuan)',
    strength: 'Brand strength score',
    level: 'Strength level',
    royaltyRate: 'Royalty rate',
    incomplete: 'Some experts have not submitted yet: the strength score uses the scores submitted so far',
    method:
      'Royalty relief (ISO 10668): brand value = Σ present values of the after-tax royalties of the forecast years + present value of the terminal value; royalty rate = minimum + (maximum − minimum) × strength score / 100',
  },
  inputs: {
    title: 'Inputs',
    baseRevenue: 'Base-year revenue (yuan)',
    growth: 'Revenue growth, year {{year}}',
    royaltyMin: 'Minimum royalty rate',
    royaltyMax: 'Maximum royalty rate',
    taxRate: 'Income tax rate',
    discountRate: 'Discount rate',
    terminalGrowth: 'Terminal growth',
    shareHint: 'Enter shares as decimals: 0.25 means 25 %',
    save: 'Save inputs',
    saved: 'Value inputs saved',
    closed: 'The assessment is completed: its inputs can no longer change',
    updated: 'Saved by {{by}} at {{at}}',
    source: {
      saved: 'Saved',
      answer: "Enterprise's answer",
      settings: 'Settings',
      default: 'Platform default',
      missing: 'Not given by the enterprise: enter it',
    },
    years: 'Forecast years',
  },
  steps: {
    title: 'Year by year',
    year: 'Year',
    growth: 'Growth',
    revenue: 'Revenue',
    royalty: 'Royalty',
    afterTax: 'After tax',
    discountFactor: 'Discount factor',
    presentValue: 'Present value',
    presentValueSum: 'Present values of the forecast',
    terminalValue: 'Terminal value',
    terminalPresentValue: 'Present value of the terminal value',
    value: 'Brand value',
    yearN: 'Year {{year}}',
    terminalFormula:
      'Terminal value = after-tax royalty of year {{year}} × (1 + terminal growth) / (discount rate − terminal growth)',
  },
  sensitivity: {
    title: 'Sensitivity',
    hint: 'Rows: royalty rate; columns: discount rate; the base case is highlighted',
    corner: 'Royalty \\ discount',
    none: '—',
  },
  settings: {
    deviationShare: 'Score deviation share',
    deviationHint:
      "An expert's score is flagged when it differs from the others' mean by more than this share × the indicator's maximum",
    forecastYears: 'Forecast years',
    revenueGrowth: 'Default revenue growth (when the enterprise gives none)',
    save: 'Save settings',
    saved: 'Settings saved',
    updated: 'Saved by {{by}} at {{at}}',
    readOnly: 'Only the assessing body may change the settings',
  },
} satisfies Catalogue<typeof zh>;
