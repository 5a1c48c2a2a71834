import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/dict.js';

export default {
  notFound: 'The dictionary does not exist',
  tooDeep: 'A dictionary has at most {{max}} levels',
  codeTaken: 'The dictionary code already exists',
  codeOfPlatform: 'The dictionary code is used by a platform dictionary',
  codeOfTenant: 'The dictionary code is used by a tenant dictionary',
  platformOnly: 'Only the platform administrator can maintain platform dictionaries',
  parentIsSelf: 'A dictionary cannot be its own parent',
  parentMissing: 'The parent dictionary does not exist',
  parentOtherScope:
    'The parent dictionary must belong to the platform or to this tenant, as the dictionary does',
  parentIsDescendant: 'The parent dictionary cannot be one of its own descendants',
  hasItems: 'The dictionary still has items and cannot be deleted',
  someMissing: 'Includes a dictionary that does not exist',
  itemsOtherScope: 'The dictionaries must belong to the platform or to this tenant, as their parent does',
  moveUnderItself: 'A dictionary cannot move under itself or one of its descendants',
  importLimit: 'At most {{max}} dictionary entries can be imported at once',
  codeRepeatsRow: 'Same code as row {{row}}',
  imported: 'Imported',
} satisfies Catalogue<typeof zh>;
