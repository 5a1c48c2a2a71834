import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/position.js';

export default {
  codeTaken: 'The position code already exists',
  notFound: 'The position does not exist',
  inUse: 'The position is assigned to users and cannot be deleted',
} satisfies Catalogue<typeof zh>;
