import type { Catalogue } from '@platform/contract/i18n';
import core from '@platform/form-core/locales/en-US';
import type zh from './zh-CN';

export default {
  rows: {
    add: 'Add',
    copy: 'Copy',
    delete: 'Delete',
    edit: 'Edit',
    view: 'View',
    actions: 'Actions',
    sequence: 'No.',
    empty: 'No data',
    confirmDeleteTitle: 'Confirm',
    confirmDelete: 'Are you sure you want to delete this row?',
    deleted: 'Deleted',
    dialogEditTitle: '{{label}} - Edit',
    dialogViewTitle: '{{label}} - View',
  },
  dialog: {
    ok: 'OK',
    cancel: 'Cancel',
  },
  region: {
    province: 'Province',
    city: 'City',
    district: 'District',
    streetAddress: 'Street address',
  },
  upload: {
    upload: 'Upload',
    uploadImage: 'Upload image',
    imageTypeRefused: 'Images must be png, jpg, jpeg or bmp',
    tooLarge: 'Files cannot be larger than {{limit}} MB',
    imageTooLarge: 'Images cannot be larger than {{limit}} MB',
    tooMany: 'At most {{limit}} file(s) can be uploaded',
    acceptRefused: 'Only {{accept}} files can be uploaded',
    pathNotFound: 'The file path was not found',
    failed: 'Upload failed',
    imageTip: 'png/jpg/jpeg/bmp files only, no larger than 500 KB',
    noUploader: 'Files cannot be uploaded on this page',
    preview: 'Preview',
  },
  date: {
    rangeStart: 'Start',
    rangeEnd: 'End',
  },
  value: {
    yes: 'Yes',
    no: 'No',
    listSeparator: ', ',
  },
  unsupported: 'Unsupported field type: {{type}}',
  core,
} satisfies Catalogue<typeof zh>;
