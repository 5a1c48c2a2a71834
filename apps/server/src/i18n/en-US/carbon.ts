import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/carbon.js';
import structure from './carbon/structure.js';
import activity from './carbon/activity.js';
import figures from './carbon/figures.js';
import products from './carbon/products.js';
import verification from './carbon/verification.js';

export default { structure, activity, figures, products, verification } satisfies Catalogue<typeof zh>;
