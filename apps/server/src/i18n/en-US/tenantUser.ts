import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/tenantUser.js';

export default {
  otherTenantAdminOnly: "Only the platform administrator can manage other tenants' users",
  passwordReset: 'Password reset',
  removedKeptAccount: 'The user was removed from this tenant; their account is kept',
  imported: 'Import finished: {{imported}} succeeded, {{failed}} failed',
  platformAdminIdentity:
    'This user is a platform administrator: only the platform administrator can {{action}}',
  sharedUserIdentity:
    'This user also belongs to other tenants: only the platform administrator can {{action}}',
  identityActions: {
    edit: 'change their name, mobile number and email',
    resetPassword: 'reset their password',
  },
  notFound: 'The user does not exist',
  rolesUnavailable: 'Some roles do not exist or are not available to the current tenant',
  mobileTaken: 'The mobile number is already used by another account',
  usernameTaken: 'The username already exists',
  referenceMissing: 'Referenced data does not exist',
  exportTooMany: 'More than {{max}} users match; narrow the filter before exporting',
  cannotDisableSelf: 'You cannot disable your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  platformAdminRemoval: 'Only the platform administrator can remove a platform administrator from a tenant',
  upload: {
    notMultipart: 'Please upload the .xlsx file as multipart/form-data',
    tooLarge: 'The file must not exceed {{max}} MB',
    oneFile: 'Only one file can be imported at a time',
    noFile: 'Please choose the .xlsx file to import',
  },
  files: { export: 'users.xlsx', template: 'user-import-template.xlsx' },
  sheet: {
    name: 'Users',
    columns: {
      username: 'Username',
      realname: 'Name',
      password: 'Initial password',
      mobile: 'Mobile',
      email: 'Email',
      type: 'User type',
      dept: 'Department',
      position: 'Position',
      roles: 'Roles',
      status: 'Status',
      createdAt: 'Created at',
    },
    types: { employee: 'Employee', expert: 'Expert', certificationBody: 'Certification body' },
    statuses: { enabled: 'Enabled', disabled: 'Disabled' },
    required: 'Required',
    roleSeparator: ', ',
    noSheet: 'The file has no worksheet',
    headerRepeated: 'The header "{{header}}" is repeated',
    missingColumns: 'Missing columns: {{columns}} (please use the import template)',
    noRows: 'The file has no user data',
  },
  help: {
    sheetName: 'Instructions',
    title: 'Instructions',
    required:
      '1. Required: {{username}} (3-64 letters, digits or _ . @ -, not the same as an existing user) and {{realname}}.',
    password:
      '2. {{password}}: 8-64 characters with both letters and digits; when empty, the initial password given at import is used.',
    contacts: '3. {{mobile}}: an 11-digit mobile number, may be empty; {{email}} may be empty.',
    typeAndStatus:
      '4. {{type}}: {{types}}; empty means Employee. {{status}}: Enabled or Disabled; empty means Enabled.',
    deptAndPosition:
      '5. {{dept}}: the department name, or its full path when names repeat (e.g. Headquarters/Quality); {{position}}: the position name or code.',
    roles: '6. {{roles}}: separate several roles with commas; when names repeat, write "App name/Role name".',
    limit: '7. At most {{max}} rows per import; rows with errors are not imported, the others are.',
    depts: 'Departments:',
    positions: 'Positions (name / code):',
    roleList: 'Roles:',
  },
  import: {
    required: 'must not be empty',
    passwordRequired: 'must not be empty (or give a shared initial password when importing)',
    invalid: 'invalid format',
    mobileFormat: 'invalid mobile number: it must be 11 digits',
    typeChoice: 'must be one of {{choices}}',
    statusChoice: 'must be Enabled or Disabled',
    deptMissing: 'department "{{name}}" does not exist',
    deptAmbiguous: 'several departments are named "{{name}}": give the full path (e.g. Headquarters/Quality)',
    positionMissing: 'position "{{name}}" does not exist or is disabled',
    positionAmbiguous: 'several positions are named "{{name}}": give the position code',
    roleMissing: 'role "{{name}}" does not exist or is not available to the current tenant',
    roleAmbiguous: 'several roles are named "{{name}}": write "App name/Role name"',
    repeated: 'repeats row {{row}}',
    takenMeanwhile:
      'A username or mobile number was taken during the import; nothing was imported, please import again',
  },
} satisfies Catalogue<typeof zh>;
