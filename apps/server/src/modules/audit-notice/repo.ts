// Audit schemes by process and phase, always inside the caller's tenant.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditSchemes, auditTeamMembers } from '../../db/schema/index.js';

export const auditNoticeRepo = {
  async scheme(db: Db, tenantId: string, processId: string, phase: number) {
    const [row] = await db
      .select()
      .from(auditSchemes)
      .where(
        and(
          eq(auditSchemes.tenantId, tenantId),
          eq(auditSchemes.processId, processId),
          eq(auditSchemes.phase, phase),
        ),
      );
    return row;
  },

  /** Whether a member of the scheme's audit team has this mobile number. */
  async inTeam(db: Db, tenantId: string, schemeId: string, mobile: string) {
    const [row] = await db
      .select({ seq: auditTeamMembers.seq })
      .from(auditTeamMembers)
      .where(
        and(
          eq(auditTeamMembers.tenantId, tenantId),
          eq(auditTeamMembers.schemeId, schemeId),
          eq(auditTeamMembers.mobile, mobile),
        ),
      )
      .limit(1);
    return !!row;
  },

  async team(db: Db, tenantId: string, schemeId: string) {
    return db
      .select({
        realname: auditTeamMembers.realname,
        gender: auditTeamMembers.gender,
        fieldMajorCodes: auditTeamMembers.fieldMajorCodes,
        auditPost: auditTeamMembers.auditPost,
        mobile: auditTeamMembers.mobile,
      })
      .from(auditTeamMembers)
      .where(and(eq(auditTeamMembers.tenantId, tenantId), eq(auditTeamMembers.schemeId, schemeId)))
      .orderBy(asc(auditTeamMembers.seq));
  },
};
