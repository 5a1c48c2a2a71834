import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/account.js';

export default {
  signedIn: 'Signed in',
  codeSent: 'The code has been sent',
  passwordChanged: 'Password changed',
  signedOut: 'Signed out',
  roleSwitched: 'Switched',
  badCredentials: 'Wrong username or password',
  notMember: 'You are not a member of this tenant',
  noTenant: 'This account has not joined any tenant yet, please contact the administrator',
  sessionRevoked: 'Your session is no longer valid, please sign in again',
  sessionExpired: 'Your session has expired, please sign in again',
  accountDisabledNoAccess: 'The account is disabled and cannot access this resource',
  accountDisabled: 'The account is disabled, please contact the administrator',
  tenantAppKeyInvalid: 'Invalid tenant app key',
  codeExpired: 'The code has expired, please request a new one',
  configNotFound: 'The configuration item does not exist',
  roleNotHeld: 'You do not hold this role',
  shareKeyInvalid: 'The authorisation code is invalid or has expired',
  oldPasswordWrong: 'The old password is wrong',
  newPasswordSame: 'The new password must differ from the old one',
} satisfies Catalogue<typeof zh>;
