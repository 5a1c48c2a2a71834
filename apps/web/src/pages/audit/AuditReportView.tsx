import type { AuditReport } from '@platform/contract';
import './audit-print.css';
import { AuditTypeTicks, FieldTicks } from './AuditLetter';
import type { FieldChoice } from './letter';
import { stageName } from './letter';
import { auditMessages as m } from './messages';

/** The audit report as a document, for a report that has no file of its own (no reportUrl). */
export function AuditReportView({ report, fields }: { report: AuditReport; fields: readonly FieldChoice[] }) {
  const stage = stageName(report.phase);
  return (
    <article className="audit-doc" aria-label={m.reportTitle(stage)}>
      <header className="audit-doc__head">
        <div className="audit-doc__issuer">{report.certName}</div>
        <h1>{m.reportTitle(stage)}</h1>
      </header>
      <table className="audit-doc__table audit-doc__table--form">
        <tbody>
          <tr>
            <th>{m.organisation}</th>
            <td>{report.orgName}</td>
          </tr>
          <tr>
            <th>{m.certBody}</th>
            <td>{report.certName}</td>
          </tr>
          <tr>
            <th>{m.period}</th>
            <td>{m.periodRange(report.auditDateBegin, report.auditDatEnd)}</td>
          </tr>
          <tr>
            <th>{m.fields}</th>
            <td>
              <FieldTicks fields={fields} chosen={report.field} />
            </td>
          </tr>
          <tr>
            <th>{m.auditTypes}</th>
            <td>
              <AuditTypeTicks chosen={report.auditType} />
            </td>
          </tr>
          <tr>
            <th>{m.teamLeader}</th>
            <td>{report.teamLeader}</td>
          </tr>
          <tr>
            <th>{m.nonconformities}</th>
            <td>{m.nonconformityCount(report.nonconformities)}</td>
          </tr>
          <tr>
            <th>{m.conclusion}</th>
            <td>{report.conclusion}</td>
          </tr>
          <tr>
            <th>{m.issuedDate}</th>
            <td>{report.issuedDate}</td>
          </tr>
        </tbody>
      </table>
      <h2>{m.summary}</h2>
      <p className="audit-doc__para">{report.summary}</p>
      <footer className="audit-doc__sign">
        <div>{report.certName}</div>
        <div>{report.issuedDate}</div>
      </footer>
    </article>
  );
}
