import { useLocation } from 'react-router';
import { AuditDocumentPage } from './AuditDocumentPage';
import { AuditReportView } from './AuditReportView';
import { readAuditAddress, type AuditAddress } from './letter';
import { auditMessages as m } from './messages';
import { useAuditReport, useCertFields } from '../../api/audit';

function Report({ address }: { address: AuditAddress }) {
  const report = useAuditReport(address.processId, address.phase);
  const fields = useCertFields();
  return (
    <AuditDocumentPage loading={report.isPending} error={report.isError ? m.loadFailed : undefined}>
      {report.data && <AuditReportView report={report.data} fields={fields} />}
    </AuditDocumentPage>
  );
}

/** The audit report page, `auditReport?id={processId}&phase={phase}` (spec shell.md §2.5). */
export function AuditReportPage() {
  const address = readAuditAddress(useLocation().search, 'id');
  if (!address) {
    return (
      <AuditDocumentPage loading={false} error={m.missingAddress}>
        {null}
      </AuditDocumentPage>
    );
  }
  return <Report key={`${address.processId}-${address.phase}`} address={address} />;
}
