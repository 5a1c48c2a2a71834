import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex, Form, Input, theme } from 'antd';
import { useEffect } from 'react';
import { authMessages } from '../messages';
import type { Captcha } from './useCaptcha';

interface Props {
  name: string;
  captcha: Captcha;
  /** The server's latest refusal of the answer; a new object each time, shown under the field. */
  refusal: { reason: string } | undefined;
}

/** The captcha answer with its image beside it; a click on the image shows a new one. */
export function CaptchaField({ name, captcha, refusal }: Props) {
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  // Set once the field exists: the refusal that first asks for a captcha also makes this field appear.
  useEffect(() => {
    if (refusal) form.setFields([{ name, value: '', errors: [refusal.reason] }]);
  }, [form, name, refusal]);
  return (
    <Form.Item required>
      <Flex gap={token.marginXS}>
        <Form.Item
          name={name}
          noStyle
          rules={[{ required: true, whitespace: true, message: authMessages.captchaRequired }]}
        >
          <Input
            size="large"
            prefix={<SafetyCertificateOutlined />}
            placeholder={authMessages.captcha}
            aria-label={authMessages.captcha}
            autoComplete="off"
            maxLength={16}
          />
        </Form.Item>
        <button
          type="button"
          title={authMessages.refreshCaptcha}
          aria-label={authMessages.refreshCaptcha}
          onClick={captcha.renew}
          style={{
            flex: 'none',
            width: 120,
            height: 40,
            padding: 0,
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
            background: token.colorFillQuaternary,
            color: token.colorTextSecondary,
            cursor: 'pointer',
            overflow: 'hidden',
          }}
        >
          {captcha.current ? (
            <img
              src={captcha.current.img}
              alt={authMessages.captchaImage}
              style={{ display: 'block', width: '100%', height: '100%' }}
            />
          ) : (
            authMessages.captchaUnavailable
          )}
        </button>
      </Flex>
    </Form.Item>
  );
}
