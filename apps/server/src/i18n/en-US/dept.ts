import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/dept.js';

export default {
  nameTaken: 'A department with the same name already exists under this parent',
  parentIsSelf: 'A department cannot be its own parent',
  parentNotFound: 'The parent department does not exist',
  parentIsDescendant: 'The parent department cannot be one of its sub-departments',
  notFound: 'The department does not exist',
  notEmpty: 'The department still has sub-departments or users and cannot be deleted',
} satisfies Catalogue<typeof zh>;
