import type { AuditReport } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import './audit-print.css';
import { AuditTypeTicks, FieldTicks } from './AuditLetter';
import type { FieldChoice } from './letter';
import { stageName } from './letter';
import { DocumentHead, FormTable } from './documentParts';

/** The audit report as a document, for a report that has no file of its own (no reportUrl). */
export function AuditReportView({ report, fields }: { report: AuditReport; fields: readonly FieldChoice[] }) {
  const { t } = useTranslation('messages', { keyPrefix: 'audit' });
  const stage = stageName(report.phase);
  const title = t('reportTitle', { stage });
  return (
    <article className="audit-doc" aria-label={title}>
      <DocumentHead issuer={report.certName} title={title} />
      <FormTable
        rows={[
          [t('organisation'), report.orgName],
          [t('certBody'), report.certName],
          [t('period'), t('periodRange', { begin: report.auditDateBegin, end: report.auditDatEnd })],
          [t('fields'), <FieldTicks fields={fields} chosen={report.field} />],
          [t('auditTypesLabel'), <AuditTypeTicks chosen={report.auditType} />],
          [t('teamLeader'), report.teamLeader],
          [t('nonconformities'), t('nonconformityCount', { count: report.nonconformities })],
          [t('conclusion'), report.conclusion],
          [t('issuedDate'), report.issuedDate],
        ]}
      />
      <h2>{t('summary')}</h2>
      <p className="audit-doc__para">{report.summary}</p>
      <footer className="audit-doc__sign">
        <div>{report.certName}</div>
        <div>{report.issuedDate}</div>
      </footer>
    </article>
  );
}
