// The contract's own validation reasons (the custom messages of its schemas), in both languages.
// Schemas are parsed in the spec's Chinese; the server words a refusal for an English caller from the
// issue itself (issues.ts), using the English entry of a reason found here.
import { interpolate, type Catalogue, type TextParams } from './i18n.js';

const zhCN = {
  required: '不能为空',
  maxChars: '最多{{max}}个字符',
  minChars: '至少{{min}}个字符',
  integer: '必须是整数',
  notBelow: '不能小于{{min}}',
  notAbove: '不能大于{{max}}',
  mobileFormat: '手机号格式不正确',
  emailFormat: '邮箱格式不正确',
  phoneFormat: '电话号码格式不正确',
  smsCodeFormat: '验证码为6位数字',
  passwordMin: '密码至少8位',
  passwordMax: '密码最多64位',
  passwordLettersAndDigits: '密码须同时包含字母和数字',
  newPasswordMin: '新密码至少8位',
  newPasswordMax: '新密码最多64位',
  newPasswordLettersAndDigits: '新密码须同时包含字母和数字',
  lowercaseCode: '须以小写字母开头，只能包含小写字母、数字和连字符',
  usernameChars: '只能包含字母、数字和 _ . @ -',
  codeChars: '只能包含字母、数字、下划线和连字符',
  identifierChars: '须以字母开头，只能包含字母、数字、下划线和连字符',
  urlFormat: '链接格式不正确',
  dictCodeChars: '只能包含字母、数字、下划线、点和连字符',
  pickAtLeastOne: '至少选择一项',
  closeBeforeOpen: '截止日期不能早于开始日期',
  importAtLeastOne: '至少导入一项',
  pageConfigTooLarge: '页面配置过大',
  notJson: '不是有效的 JSON',
  formNameRequired: '表名不能为空',
  templateRequired: '模板内容不能为空',
  templateTooLarge: '模板过大',
  scoringBizType: '业务类型必须是{{type}}',
  scoringNumberChars: '只能包含字母、数字、下划线和短横线',
  channelsDistinct: '发送方式不能重复',
  xmlRequired: '文档内容不能为空',
  xmlTooLarge: '文档过大',
  decisionKeyOrXml: '请指定决策表的标识或文档',
  cancelReasonRequired: '请填写取消原因',
  commentRequired: '请填写意见',
} as const;

const enUS = {
  required: 'must not be empty',
  maxChars: 'must be at most {{max}} characters',
  minChars: 'must be at least {{min}} characters',
  integer: 'must be an integer',
  notBelow: 'must not be less than {{min}}',
  notAbove: 'must not be greater than {{max}}',
  mobileFormat: 'invalid mobile number',
  emailFormat: 'invalid email address',
  phoneFormat: 'invalid phone number',
  smsCodeFormat: 'the code must be 6 digits',
  passwordMin: 'the password must be at least 8 characters',
  passwordMax: 'the password must be at most 64 characters',
  passwordLettersAndDigits: 'the password must contain both letters and digits',
  newPasswordMin: 'the new password must be at least 8 characters',
  newPasswordMax: 'the new password must be at most 64 characters',
  newPasswordLettersAndDigits: 'the new password must contain both letters and digits',
  lowercaseCode: 'must start with a lowercase letter and contain only lowercase letters, digits and hyphens',
  usernameChars: 'may contain only letters, digits and _ . @ -',
  codeChars: 'may contain only letters, digits, underscores and hyphens',
  identifierChars: 'must start with a letter and contain only letters, digits, underscores and hyphens',
  urlFormat: 'invalid link',
  dictCodeChars: 'may contain only letters, digits, underscores, dots and hyphens',
  pickAtLeastOne: 'select at least one item',
  closeBeforeOpen: 'the close date cannot be before the open date',
  importAtLeastOne: 'import at least one item',
  pageConfigTooLarge: 'the page configuration is too large',
  notJson: 'is not valid JSON',
  formNameRequired: 'the form name must not be empty',
  templateRequired: 'the template must not be empty',
  templateTooLarge: 'the template is too large',
  scoringBizType: 'the business type must be {{type}}',
  scoringNumberChars: 'may contain only letters, digits, underscores and hyphens',
  channelsDistinct: 'each sending method may be chosen only once',
  xmlRequired: 'the document must not be empty',
  xmlTooLarge: 'the document is too large',
  decisionKeyOrXml: 'name the decision by its key or send its document',
  cancelReasonRequired: 'give the reason for cancelling',
  commentRequired: 'write a comment',
} satisfies Catalogue<typeof zhCN>;

export const reasonTexts = { 'zh-CN': zhCN, 'en-US': enUS } as const;
export type ReasonKey = keyof typeof zhCN;

/** A schema's custom message: the Chinese words of a reason. */
export function reason(key: ReasonKey, params?: TextParams): string {
  return interpolate(zhCN[key], params);
}
