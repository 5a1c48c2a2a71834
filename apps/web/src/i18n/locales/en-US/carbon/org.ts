import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/org';

export default {
  title: 'Organisations',
  addRoot: 'Add organisation',
  addChild: 'Add child',
  addTitle: 'Add organisation',
  addChildTitle: 'Add an organisation under {{parent}}',
  editTitle: 'Edit organisation',
  saved: 'Saved',
  deleted: 'Deleted',
  removeConfirm: 'Are you sure you want to delete the organisation {{name}}?',
  name: 'Name',
  namePlaceholder: 'Enter the organisation name',
  columns: {
    name: 'Name',
    kind: 'Kind',
    code: 'Code',
    region: 'Region',
    address: 'Address',
    sort: 'Order',
  },
  form: {
    parent: 'Parent organisation',
    parentPlaceholder: 'None (top level)',
    name: 'Name',
    nameRequired: 'Enter the organisation name',
    kind: 'Kind',
    kindRequired: 'Choose the kind',
    code: 'Code',
    region: 'Region',
    regionPlaceholder: 'Choose province / city / district',
    address: 'Address',
    sort: 'Order',
  },
} satisfies Catalogue<typeof zh>;
