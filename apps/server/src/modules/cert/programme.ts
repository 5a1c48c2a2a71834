// The audit programme of an application (ISO/IEC 17021-1 §9.1.3, IAF MD 5): the audits it plans and
// when. H3 builds these; the contract (H2) and the decision (H5) call them in their transactions.
import type { Db } from '../../db/client.js';

/**
 * Creates the initial audits of an application whose contract was just signed: stage 1 and stage 2
 * for a management system (the audit days split between them), the initial factory inspection for
 * CCC. Returns the id of the first audit to plan.
 */
export async function createProgramme(
  _tx: Db,
  _tenantId: string,
  _application: { id: string; scheme: string; auditDays: string },
  _by: string,
): Promise<string> {
  throw new Error('createProgramme is not built yet');
}

/**
 * Plans the certification cycle of a certificate just granted or renewed: surveillance audits
 * (management systems: the first within 12 months of the decision, the second within 24; CCC: a
 * yearly follow-up inspection) and the recertification audit before expiry, with their audit days.
 */
export async function scheduleCycle(
  _tx: Db,
  _tenantId: string,
  _certificate: { id: string; applicationId: string; scheme: string; issuedOn: string; expiresOn: string },
  _by: string,
): Promise<void> {
  throw new Error('scheduleCycle is not built yet');
}
