import type { FormRule } from 'antd';
import { i18n } from '../../i18n';

// The server's pattern for a mainland mobile number (contract LoginByMobileBody).
const MOBILE = /^1\d{10}$/;

// Rules given as functions are read when the form validates, in the language the page shows then.
export const mobileRules: FormRule[] = [
  () => ({ required: true, whitespace: true, message: i18n.t('auth:mobileRequired') }),
  () => ({
    transform: (value: string) => value.trim(),
    pattern: MOBILE,
    message: i18n.t('auth:mobileInvalid'),
  }),
];

export const smsCodeRules: FormRule[] = [
  () => ({ required: true, message: i18n.t('auth:smsCodeRequired') }),
  () => ({ pattern: /^\d{6}$/, message: i18n.t('auth:smsCodeInvalid') }),
];
