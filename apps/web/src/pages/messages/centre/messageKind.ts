import type { Message } from '@platform/contract';
import { SMS_TYPE, TARGET_TYPE } from './messageAction';

export type MessageKind =
  | 'acceptance'
  | 'nonAcceptance'
  | 'auditReport'
  | 'auditNotice'
  | 'auditPlan'
  | 'file'
  | 'task'
  | 'auditDocuments'
  | 'notice';

/** What kind of message a row is, for the list's type column. */
export function messageKind(message: Pick<Message, 'smsType' | 'targetType'>): MessageKind {
  switch (message.smsType) {
    case SMS_TYPE.gltxAccept:
    case SMS_TYPE.mgmtAccept:
      return 'acceptance';
    case SMS_TYPE.mgmtNoAccept:
      return 'nonAcceptance';
    case SMS_TYPE.auditReport:
      return 'auditReport';
    case SMS_TYPE.auditNotice:
      return 'auditNotice';
    case SMS_TYPE.planConfirm:
      return 'auditPlan';
  }
  switch (message.targetType) {
    case TARGET_TYPE.file:
      return 'file';
    case TARGET_TYPE.taskPage:
      return 'task';
    case TARGET_TYPE.acceptanceNotice:
      return 'acceptance';
    case TARGET_TYPE.auditDocuments:
      return 'auditDocuments';
  }
  return 'notice';
}
