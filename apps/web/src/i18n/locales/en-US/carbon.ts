import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/carbon';
import org from './carbon/org';
import factor from './carbon/factor';
import model from './carbon/model';
import data from './carbon/data';
import product from './carbon/product';
import verify from './carbon/verify';
import detail from './carbon/detail';
import overview from './carbon/overview';
import plan from './carbon/plan';
import shared from './carbon/shared';

export default {
  org,
  factor,
  model,
  data,
  product,
  verify,
  detail,
  overview,
  plan,
  shared,
} satisfies Catalogue<typeof zh>;
