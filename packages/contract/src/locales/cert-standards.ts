// The standard each certification scheme certifies against (cert-model's schemeStandard), in both
// languages. The ISO family's designations read the same everywhere; the CCC implementation rules'
// title is translated in English documents.
import type { Catalogue } from '../i18n.js';

const zhCN = {
  QMS: 'GB/T 19001-2016 / ISO 9001:2015',
  EMS: 'GB/T 24001-2016 / ISO 14001:2015',
  OHSMS: 'GB/T 45001-2020 / ISO 45001:2018',
  EnMS: 'GB/T 23331-2020 / ISO 50001:2018',
  CCC: 'CNCA-C 强制性产品认证实施规则',
} as const;

const enUS = {
  QMS: 'GB/T 19001-2016 / ISO 9001:2015',
  EMS: 'GB/T 24001-2016 / ISO 14001:2015',
  OHSMS: 'GB/T 45001-2020 / ISO 45001:2018',
  EnMS: 'GB/T 23331-2020 / ISO 50001:2018',
  CCC: 'CNCA-C compulsory product certification implementation rules',
} satisfies Catalogue<typeof zhCN>;

export const standardTexts = { 'zh-CN': zhCN, 'en-US': enUS } as const;
