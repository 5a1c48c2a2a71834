import { AuditDocumentRoute } from './AuditDocumentPage';
import { AuditReportView } from './AuditReportView';
import { readAuditAddress } from './letter';
import { useAuditReport } from '../../api/audit';

const readAddress = (search: string) => readAuditAddress(search, 'id');

/** The audit report page, `auditReport?id={processId}&phase={phase}` (spec shell.md §2.5). */
export function AuditReportPage() {
  return (
    <AuditDocumentRoute readAddress={readAddress} useDocument={useAuditReport}>
      {(report, fields) => <AuditReportView report={report} fields={fields} />}
    </AuditDocumentRoute>
  );
}
