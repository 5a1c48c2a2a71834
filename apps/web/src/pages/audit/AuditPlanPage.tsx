import { useLocation } from 'react-router';
import { AuditDocumentPage } from './AuditDocumentPage';
import { AuditPlanView } from './AuditPlanView';
import { readAuditAddress, type AuditAddress } from './letter';
import { auditMessages as m } from './messages';
import { useAuditPlan, useCertFields } from '../../api/audit';

function Plan({ address }: { address: AuditAddress }) {
  const plan = useAuditPlan(address.processId, address.phase);
  const fields = useCertFields();
  return (
    <AuditDocumentPage loading={plan.isPending} error={plan.isError ? m.loadFailed : undefined}>
      {plan.data && <AuditPlanView plan={plan.data} fields={fields} />}
    </AuditDocumentPage>
  );
}

/** The audit plan page, `shjh?processId={processId}&phase={phase}` (spec shell.md §2.5). */
export function AuditPlanPage() {
  const address = readAuditAddress(useLocation().search, 'processId');
  if (!address) {
    return (
      <AuditDocumentPage loading={false} error={m.missingAddress}>
        {null}
      </AuditDocumentPage>
    );
  }
  return <Plan key={`${address.processId}-${address.phase}`} address={address} />;
}
