import type { AuditPlan } from '@platform/contract';
import './audit-print.css';
import { AuditTypeTicks, FieldTicks, TeamTable } from './AuditLetter';
import type { FieldChoice } from './letter';
import { stageName } from './letter';
import { DocumentHead, FormTable, ListTable } from './documentParts';
import { auditMessages as m } from './messages';

/** The audit plan (审核计划, the shjh page): who audits what, when. */
export function AuditPlanView({ plan, fields }: { plan: AuditPlan; fields: readonly FieldChoice[] }) {
  const stage = stageName(plan.phase);
  return (
    <article className="audit-doc" aria-label={m.planTitle(stage)}>
      <DocumentHead issuer={plan.certName} title={m.planTitle(stage)} />
      <FormTable
        rows={[
          [m.organisation, plan.orgName],
          [m.period, m.periodRange(plan.auditDateBegin, plan.auditDatEnd)],
          [m.criteria, plan.criteria],
          [m.fields, <FieldTicks fields={fields} chosen={plan.field} />],
          [m.auditTypes, <AuditTypeTicks chosen={plan.auditType} />],
        ]}
      />
      <h2>{m.teamPlain}</h2>
      <TeamTable team={plan.userGroupList} />
      <h2>{m.schedule}</h2>
      {plan.items.length === 0 ? (
        <p>{m.noSchedule}</p>
      ) : (
        <ListTable
          headers={[m.planDate, m.planTime, m.subject, m.clauses, m.auditors]}
          items={plan.items}
          rowKey={(item, index) => `${item.date}-${item.time}-${index}`}
          cells={(item) => [item.date, item.time, item.subject, item.clauses, item.auditors]}
        />
      )}
    </article>
  );
}
