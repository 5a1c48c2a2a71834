import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './useCountdown';

interface Props {
  /** Sends the code; answers how long to wait before another may be sent, or nothing if none was sent. */
  onSend(): Promise<number | undefined>;
}

/** "获取验证码", then a countdown until another code may be asked for. */
export function SmsCodeButton({ onSend }: Props) {
  const { t } = useTranslation('auth');
  const [secondsLeft, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait) startCountdown(wait);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size="large" disabled={secondsLeft > 0} loading={sending} onClick={() => void send()}>
      {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('sendSmsCode')}
    </Button>
  );
}
