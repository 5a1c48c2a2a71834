import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/security.js';

export default {
  tooOften: 'Too many requests, please try again later',
  challengeMissing: 'Please enter the verification code',
  challengeRefused: 'The verification code is wrong or has expired',
  lockedFor: 'The account is locked, please try again in {{minutes}} minute(s)',
  waitFor: 'Too many attempts, please try again in {{seconds}} second(s)',
  lockedNow: 'Too many wrong passwords: the account is locked for {{minutes}} minute(s)',
  sms: {
    sentTooOften: 'Codes are being requested too often, please try again later',
    message: 'Your {{purpose}} verification code is {{code}}. It is valid for 5 minutes; do not share it.',
    purposes: { login: 'sign-in', reset: 'password reset' },
    expired: 'The code has expired, please request a new one',
    tooManyAttempts: 'Too many wrong codes, please request a new one',
    wrong: 'The code is wrong',
  },
} satisfies Catalogue<typeof zh>;
