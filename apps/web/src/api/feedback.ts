// What the request client shows the user goes through this small interface, so that tests can see it
// and so that the real one can come from antd's <App> context (static antd methods cannot read the
// ConfigProvider theme and locale).
import type { ReactNode } from 'react';
import { message, Modal, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ModalFuncProps } from 'antd';

export interface ConfirmDialog {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

export interface Feedback {
  /** A short toast at the top of the page; `seconds` defaults to antd's 3. */
  messageError(content: ReactNode, seconds?: number): void;
  /** A notification card in the corner; `seconds` defaults to antd's 4.5. */
  notificationError(title: string, seconds?: number): void;
  /** A warning dialog; resolves true when the user takes the OK button, false when they cancel. */
  confirm(dialog: ConfirmDialog): Promise<boolean>;
}

export interface AntdFeedbackApi {
  message: Pick<MessageInstance, 'error'>;
  notification: Pick<NotificationInstance, 'error'>;
  modal: { confirm(props: ModalFuncProps): unknown };
}

export function feedbackFromAntd(api: AntdFeedbackApi): Feedback {
  return {
    messageError: (content, seconds) => void api.message.error({ content, ...duration(seconds) }),
    notificationError: (title, seconds) => api.notification.error({ title, ...duration(seconds) }),
    confirm: (dialog) =>
      new Promise<boolean>((resolve) => {
        api.modal.confirm({
          ...dialog,
          type: 'warning',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  };
}

// An explicit `duration: undefined` would override antd's default instead of falling back to it.
function duration(seconds: number | undefined): { duration?: number } {
  return seconds === undefined ? {} : { duration: seconds };
}

const staticFeedback = feedbackFromAntd({ message, notification, modal: Modal });
let current: Feedback = staticFeedback;

/** Replaces the feedback in use; `undefined` goes back to antd's static methods. */
export function setFeedback(feedback: Feedback | undefined): void {
  current = feedback ?? staticFeedback;
}

export function feedback(): Feedback {
  return current;
}
