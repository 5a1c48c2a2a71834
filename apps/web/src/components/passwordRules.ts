// What a new password must be, matching the server's check (contract UpdatePwdBody), so the user learns
// it before submitting. Used wherever a password is set: the reset page and the personal centre.
import type { FormRule } from 'antd';

export const passwordMessages = {
  newPasswordRequired: '请输入新密码',
  tooShort: '新密码至少8位',
  tooLong: '新密码最多64位',
  lettersAndDigits: '新密码须同时包含字母和数字',
  confirmRequired: '请再次输入新密码',
  mismatch: '两次输入的密码不一致',
} as const;

export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return passwordMessages.tooShort;
  if (password.length > 64) return passwordMessages.tooLong;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return passwordMessages.lettersAndDigits;
  return undefined;
}

export const newPasswordRules: FormRule[] = [
  { required: true, message: passwordMessages.newPasswordRequired },
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
    { required: true, message: passwordMessages.confirmRequired },
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(passwordMessages.mismatch);
      },
    }),
  ];
}
