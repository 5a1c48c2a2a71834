import type { FormRule } from 'antd';
import { authMessages } from './messages';

// The server's pattern for a mainland mobile number (contract LoginByMobileBody).
const MOBILE = /^1\d{10}$/;

export const mobileRules: FormRule[] = [
  { required: true, whitespace: true, message: authMessages.mobileRequired },
  { transform: (value: string) => value.trim(), pattern: MOBILE, message: authMessages.mobileInvalid },
];

export const smsCodeRules: FormRule[] = [
  { required: true, message: authMessages.smsCodeRequired },
  { pattern: /^\d{6}$/, message: authMessages.smsCodeInvalid },
];
