import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/pageRender';

export default {
  title: 'Page',
  loading: 'Loading the page…',
  missing: 'This page has no page layout yet',
  missingHint:
    'A system manager binds one in Page layouts to the page id "{{pageId}}" (the menu route name).',
  missingById: 'The page layout {{id}} does not exist or you may not view it',
  disabled: 'The page layout "{{name}}" is disabled',
  invalid: 'The page layout "{{name}}" has errors and cannot be shown:',
  notJson: 'The page schema is not valid JSON',
  pagePlace: 'page',
  search: 'Search',
  reset: 'Reset',
  total: 'Total {{total}}',
  actions: 'Actions',
  empty: 'No data',
  loadFailed: 'Loading failed: {{reason}}',
  submit: 'Submit',
  submitted: 'Submitted',
  done: 'Done',
  fixFields: 'Please correct the form first',
  confirmTitle: 'Please confirm',
  formFailed: 'The form cannot be shown: {{reason}}',
  offSite: 'Blocked: {{url}} is not an /api/ address of this site',
  cancel: 'Cancel',
  editor: {
    editTab: 'Edit',
    previewTab: 'Preview',
    schemaProblems: 'The schema has {{count}} problem(s):',
    schemaRefused: 'The schema has {{count}} problem(s), the first: {{first}}',
    previewBlocked: 'The schema has errors; correct them to preview the page',
    previewHint:
      'The preview uses the real renderer and API: lists query their data and buttons make their calls.',
  },
} satisfies Catalogue<typeof zh>;
