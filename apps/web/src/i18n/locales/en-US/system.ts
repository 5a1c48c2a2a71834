import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/system';
import app from './system/app';
import dept from './system/dept';
import dict from './system/dict';
import operlog from './system/operlog';
import pageLayout from './system/pageLayout';
import position from './system/position';
import resource from './system/resource';
import role from './system/role';
import tenant from './system/tenant';
import user from './system/user';

export default {
  app,
  dept,
  dict,
  operlog,
  pageLayout,
  position,
  resource,
  role,
  tenant,
  user,
} satisfies Catalogue<typeof zh>;
