// The operation log: every successful write of system management, recorded as its answer leaves
// (http/operation-log.ts), read back page by page by the tenant's system managers.
import { describeAction, type OperationLogFilter } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import type { Language } from '../../i18n/index.js';
import { assertSystemManager } from '../account/access.js';
import { operationLogRepo as repo, type OperationLogEntry } from './repo.js';

export type { OperationLogEntry };

export function operationLogService(db: Db) {
  return {
    /** The tenant's operation log, newest first, its operations named in `language`. */
    async page(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      f: OperationLogFilter,
      language: Language,
    ) {
      await assertSystemManager(db, ctx);
      const { rows, total } = await repo.page(db, ctx.tenantId, pageIndex, pageSize, f);
      return {
        items: rows.map((r) => ({
          id: r.id,
          username: r.username,
          action: r.action,
          // Entries recorded before their call had a Chinese name kept the English summary.
          summary: describeAction(r.action, language)?.label ?? r.summary,
          targetId: r.targetId,
          targetName: r.targetName,
          status: r.status,
          ip: r.ip,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
      };
    },

    /** Records one write, in the scope of the caller (the tenant the entry names). */
    async record(entry: OperationLogEntry) {
      await repo.insert(db, entry);
    },
  };
}

export type OperationLogService = ReturnType<typeof operationLogService>;
