// The audit report as a PDF (GET audit/reportDocument?auditId), made on request from the data so that it
// always shows the findings as they stand: the enterprise and the body, the audit's kind, dates, days
// and criteria, the team, every finding with the enterprise's answer and the verification, then the
// conclusion, recommendation and summary. Written with documents/pdf.ts (the CJK font embedded).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';
import { createPdf, PDF_TYPE } from '../../documents/pdf.js';
import { t, type Language, type ServerKey, type TextParam } from '../../i18n/index.js';
import { auditRepo as repo, type AuditRow } from './audit-repo.js';
import { schemeKey } from './audit-service.js';

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export async function auditReportPdf(db: Db, a: AuditRow, language: Language): Promise<ReportFile> {
  const say = (key: ServerKey, params?: Record<string, TextParam>) => t(language, key, params);
  const key = schemeKey(a);
  const [app, team, findings, scheme, [tenant]] = await Promise.all([
    repo.application(db, a.tenant_id, a.application_id),
    repo.team(db, a.tenant_id, a.id),
    repo.findings(db, a.tenant_id, { auditId: a.id }),
    repo.scheme(db, a.tenant_id, key.processId, key.phase),
    db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, a.tenant_id)),
  ]);
  const report = (scheme?.report ?? null) as { summary?: string; issuedDate?: string } | null;
  const kind = say(`cert.audit.kind.${Number(a.kind)}` as ServerKey);
  const body = scheme?.cert_name || tenant?.name || '';
  const title = say('cert.audit.pdf.title');
  const pdf = createPdf({
    title,
    author: body,
    language,
    pageLabel: (page, pages) => say('cert.audit.pdf.pageLabel', { page, pages }),
  });
  pdf.title(title, say('cert.audit.pdf.subtitle', { entName: a.ent_name, kind }));

  pdf.heading(`1  ${say('cert.audit.pdf.general')}`);
  pdf.facts([
    [say('cert.audit.pdf.enterprise'), a.ent_name],
    [say('cert.audit.pdf.creditCode'), app?.credit_code],
    [say('cert.audit.pdf.address'), app?.address],
    [say('cert.audit.pdf.body'), body],
    [say('cert.audit.pdf.scheme'), a.standard],
    [say('cert.audit.pdf.scope'), app?.scope],
    [say('cert.audit.pdf.auditKind'), kind],
    [
      say('cert.audit.pdf.dates'),
      a.begin_date
        ? say('cert.audit.pdf.dateRange', { begin: a.begin_date, end: a.end_date ?? a.begin_date })
        : '',
    ],
    [say('cert.audit.pdf.auditDays'), a.audit_days],
    [say('cert.audit.pdf.criteria'), a.criteria],
  ]);

  pdf.heading(`2  ${say('cert.audit.pdf.team')}`);
  pdf.table(
    [
      { header: say('cert.audit.pdf.name'), width: 1.2 },
      { header: say('cert.audit.pdf.post'), width: 1 },
      { header: say('cert.audit.pdf.qualification'), width: 1.4 },
    ],
    team.map((m) => [m.name, say(`cert.audit.post.${m.post}` as ServerKey), m.qualification]),
  );

  pdf.heading(`3  ${say('cert.audit.pdf.findings')}`);
  if (findings.length === 0) pdf.paragraph(say('cert.audit.pdf.noFindings'));
  else
    pdf.table(
      [
        { header: say('cert.audit.pdf.number'), width: 0.4, align: 'center' },
        { header: say('cert.audit.pdf.findingKindCol'), width: 0.9 },
        { header: say('cert.audit.pdf.clause'), width: 0.6 },
        { header: say('cert.audit.pdf.description'), width: 2.2 },
        { header: say('cert.audit.pdf.answer'), width: 2.4 },
        { header: say('cert.audit.pdf.verification'), width: 1.3 },
        { header: say('cert.audit.pdf.status'), width: 0.7 },
      ],
      findings.map((f, i) => [
        i + 1,
        say(`cert.audit.findingKind.${Number(f.kind)}` as ServerKey),
        f.clause,
        f.description,
        [f.root_cause, f.correction, f.corrective_action].filter(Boolean).join('\n'),
        f.verify_comment,
        say(`cert.audit.findingStatus.${Number(f.status)}` as ServerKey),
      ]),
    );

  pdf.heading(`4  ${say('cert.audit.pdf.conclusion')}`);
  pdf.facts([
    [say('cert.audit.pdf.conclusion'), a.conclusion],
    [
      say('cert.audit.pdf.recommendation'),
      a.recommendation ? say(`cert.audit.recommendation.${a.recommendation}` as ServerKey) : '',
    ],
    [say('cert.audit.pdf.leader'), a.leader_name],
    [say('cert.audit.pdf.issued'), report?.issuedDate ?? say('cert.audit.pdf.notIssued')],
  ]);
  if (report?.summary) {
    pdf.heading(say('cert.audit.pdf.summary'), 2);
    pdf.paragraph(report.summary);
  }
  return {
    fileName: `${say('cert.audit.pdf.fileName', { entName: a.ent_name, kind })}.pdf`,
    contentType: PDF_TYPE,
    body: await pdf.toBuffer(),
  };
}
