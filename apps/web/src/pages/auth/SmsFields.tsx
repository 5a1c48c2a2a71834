import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Flex, Form } from 'antd';
// antd's Input alone (see sso/PasswordSignIn.tsx).
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { mobileRules, smsCodeRules } from './fieldRules';
import { SmsCodeButton } from './SmsCodeButton';

/** The mobile number field (form name `mobile`) of the SMS sign-in and the password reset. */
export function MobileField() {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="mobile" rules={mobileRules}>
      <Input
        prefix={<MobileOutlined />}
        placeholder={t('mobile')}
        aria-label={t('mobile')}
        autoComplete="tel"
        inputMode="tel"
      />
    </Form.Item>
  );
}

/** The SMS code field (form name `code`) with its 获取验证码 button beside it. */
export function SmsCodeField({ onSend }: { onSend(): Promise<number | undefined> }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item required>
      <Flex gap="small">
        <Form.Item name="code" noStyle rules={smsCodeRules}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('smsCode')}
            aria-label={t('smsCode')}
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
