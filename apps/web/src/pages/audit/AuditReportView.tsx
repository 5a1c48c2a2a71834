import type { AuditReport } from '@platform/contract';
import './audit-print.css';
import { AuditTypeTicks, FieldTicks } from './AuditLetter';
import type { FieldChoice } from './letter';
import { stageName } from './letter';
import { DocumentHead, FormTable } from './documentParts';
import { auditMessages as m } from './messages';

/** The audit report as a document, for a report that has no file of its own (no reportUrl). */
export function AuditReportView({ report, fields }: { report: AuditReport; fields: readonly FieldChoice[] }) {
  const stage = stageName(report.phase);
  return (
    <article className="audit-doc" aria-label={m.reportTitle(stage)}>
      <DocumentHead issuer={report.certName} title={m.reportTitle(stage)} />
      <FormTable
        rows={[
          [m.organisation, report.orgName],
          [m.certBody, report.certName],
          [m.period, m.periodRange(report.auditDateBegin, report.auditDatEnd)],
          [m.fields, <FieldTicks fields={fields} chosen={report.field} />],
          [m.auditTypes, <AuditTypeTicks chosen={report.auditType} />],
          [m.teamLeader, report.teamLeader],
          [m.nonconformities, m.nonconformityCount(report.nonconformities)],
          [m.conclusion, report.conclusion],
          [m.issuedDate, report.issuedDate],
        ]}
      />
      <h2>{m.summary}</h2>
      <p className="audit-doc__para">{report.summary}</p>
      <footer className="audit-doc__sign">
        <div>{report.certName}</div>
        <div>{report.issuedDate}</div>
      </footer>
    </article>
  );
}
