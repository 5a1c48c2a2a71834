import type { AuditPlan } from '@platform/contract';
import './audit-print.css';
import { AuditTypeTicks, FieldTicks, TeamTable } from './AuditLetter';
import type { FieldChoice } from './letter';
import { stageName } from './letter';
import { auditMessages as m } from './messages';

/** The audit plan (审核计划, the shjh page): who audits what, when. */
export function AuditPlanView({ plan, fields }: { plan: AuditPlan; fields: readonly FieldChoice[] }) {
  const stage = stageName(plan.phase);
  return (
    <article className="audit-doc" aria-label={m.planTitle(stage)}>
      <header className="audit-doc__head">
        <div className="audit-doc__issuer">{plan.certName}</div>
        <h1>{m.planTitle(stage)}</h1>
      </header>
      <table className="audit-doc__table audit-doc__table--form">
        <tbody>
          <tr>
            <th>{m.organisation}</th>
            <td>{plan.orgName}</td>
          </tr>
          <tr>
            <th>{m.period}</th>
            <td>{m.periodRange(plan.auditDateBegin, plan.auditDatEnd)}</td>
          </tr>
          <tr>
            <th>{m.criteria}</th>
            <td>{plan.criteria}</td>
          </tr>
          <tr>
            <th>{m.fields}</th>
            <td>
              <FieldTicks fields={fields} chosen={plan.field} />
            </td>
          </tr>
          <tr>
            <th>{m.auditTypes}</th>
            <td>
              <AuditTypeTicks chosen={plan.auditType} />
            </td>
          </tr>
        </tbody>
      </table>
      <h2>{m.teamPlain}</h2>
      <TeamTable team={plan.userGroupList} />
      <h2>{m.schedule}</h2>
      {plan.items.length === 0 ? (
        <p>{m.noSchedule}</p>
      ) : (
        <table className="audit-doc__table">
          <thead>
            <tr>
              <th>{m.planDate}</th>
              <th>{m.planTime}</th>
              <th>{m.subject}</th>
              <th>{m.clauses}</th>
              <th>{m.auditors}</th>
            </tr>
          </thead>
          <tbody>
            {plan.items.map((item, index) => (
              <tr key={`${item.date}-${item.time}-${index}`}>
                <td>{item.date}</td>
                <td>{item.time}</td>
                <td>{item.subject}</td>
                <td>{item.clauses}</td>
                <td>{item.auditors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
