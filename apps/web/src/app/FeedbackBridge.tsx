import { App } from 'antd';
import { useEffect } from 'react';
import { feedbackFromAntd, setFeedback } from '../api/feedback';

/**
 * Hands antd <App>'s message, notification and modal to the request client, so that its toasts and
 * dialogs follow the ConfigProvider's theme and locale. Must render inside antd <App>.
 */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setFeedback(feedbackFromAntd({ message, notification, modal }));
    return () => setFeedback(undefined);
  }, [message, notification, modal]);
  return null;
}
