import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Flex, Form, Input } from 'antd';
import { mobileRules, smsCodeRules } from './fieldRules';
import { authMessages } from './messages';
import { SmsCodeButton } from './SmsCodeButton';

/** The mobile number field (form name `mobile`) of the SMS sign-in and the password reset. */
export function MobileField() {
  return (
    <Form.Item name="mobile" rules={mobileRules}>
      <Input
        prefix={<MobileOutlined />}
        placeholder={authMessages.mobile}
        aria-label={authMessages.mobile}
        autoComplete="tel"
        inputMode="tel"
      />
    </Form.Item>
  );
}

/** The SMS code field (form name `code`) with its 获取验证码 button beside it. */
export function SmsCodeField({ onSend }: { onSend(): Promise<number | undefined> }) {
  return (
    <Form.Item required>
      <Flex gap="small">
        <Form.Item name="code" noStyle rules={smsCodeRules}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={authMessages.smsCode}
            aria-label={authMessages.smsCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </Form.Item>
        <SmsCodeButton onSend={onSend} />
      </Flex>
    </Form.Item>
  );
}
