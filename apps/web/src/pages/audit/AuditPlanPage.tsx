import { AuditDocumentRoute } from './AuditDocumentPage';
import { AuditPlanView } from './AuditPlanView';
import { readAuditAddress } from './letter';
import { useAuditPlan } from '../../api/audit';

const readAddress = (search: string) => readAuditAddress(search, 'processId');

/** The audit plan page, `shjh?processId={processId}&phase={phase}` (spec shell.md §2.5). */
export function AuditPlanPage() {
  return (
    <AuditDocumentRoute readAddress={readAddress} useDocument={useAuditPlan}>
      {(plan, fields) => <AuditPlanView plan={plan} fields={fields} />}
    </AuditDocumentRoute>
  );
}
