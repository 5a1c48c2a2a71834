// The service handlers the workflow module brings itself; business modules register theirs (issue a
// certificate, compute a score) with app.workflow.registerHandler.
import { text } from '../../i18n/index.js';
import type { MessageSender } from '../messages/send.js';
import type { Handler } from './service.js';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function builtInHandlers(sender: MessageSender): Record<string, Handler> {
  return {
    'message.send': {
      description: text('workflow.handler.messageSend'),
      async run(ctx) {
        const title = str(ctx.variables.messageTitle);
        if (!ctx.startedBy || !title) return { messageSent: false };
        await sender.send({
          tenantId: ctx.tenantId,
          to: { type: 'users', tenantUserIds: [ctx.startedBy] },
          channels: [1],
          title,
          content: str(ctx.variables.messageContent) ?? title,
          smsType: 'workflowMessage',
          param: { wfInstanceId: ctx.instanceId },
        });
        return { messageSent: true };
      },
    },
  };
}
