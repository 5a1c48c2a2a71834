// What a new password must be, matching the server's check (contract UpdatePwdBody), so the user learns
// it before submitting. Used wherever a password is set: the reset page and the personal centre.
import type { FormRule } from 'antd';
import { i18n } from '../i18n';

export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return i18n.t('password.tooShort');
  if (password.length > 64) return i18n.t('password.tooLong');
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return i18n.t('password.lettersAndDigits');
  return undefined;
}

// Rules given as functions are read when the form validates, so their messages are in the language
// the page shows then.
export const newPasswordRules: FormRule[] = [
  () => ({ required: true, message: i18n.t('password.required') }),
  {
    validator: async (_, value: string | undefined) => {
      const problem = value ? passwordProblem(value) : undefined;
      if (problem) throw new Error(problem);
    },
  },
];

/** Rules of a "type it again" field that must equal the field `passwordField`. */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    () => ({ required: true, message: i18n.t('password.confirmRequired') }),
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(i18n.t('password.mismatch'));
      },
    }),
  ];
}
