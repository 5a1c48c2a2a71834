import type { AuditPlan } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import './audit-print.css';
import { AuditTypeTicks, FieldTicks, TeamTable } from './AuditLetter';
import type { FieldChoice } from './letter';
import { stageName } from './letter';
import { DocumentHead, FormTable, ListTable } from './documentParts';

/** The audit plan (审核计划, the shjh page): who audits what, when. */
export function AuditPlanView({ plan, fields }: { plan: AuditPlan; fields: readonly FieldChoice[] }) {
  const { t } = useTranslation('messages', { keyPrefix: 'audit' });
  const stage = stageName(plan.phase);
  const title = t('planTitle', { stage });
  return (
    <article className="audit-doc" aria-label={title}>
      <DocumentHead issuer={plan.certName} title={title} />
      <FormTable
        rows={[
          [t('organisation'), plan.orgName],
          [t('period'), t('periodRange', { begin: plan.auditDateBegin, end: plan.auditDatEnd })],
          [t('criteria'), plan.criteria],
          [t('fields'), <FieldTicks fields={fields} chosen={plan.field} />],
          [t('auditTypesLabel'), <AuditTypeTicks chosen={plan.auditType} />],
        ]}
      />
      <h2>{t('teamPlain')}</h2>
      <TeamTable team={plan.userGroupList} />
      <h2>{t('schedule')}</h2>
      {plan.items.length === 0 ? (
        <p>{t('noSchedule')}</p>
      ) : (
        <ListTable
          headers={[t('planDate'), t('planTime'), t('subject'), t('clauses'), t('auditors')]}
          items={plan.items}
          rowKey={(item, index) => `${item.date}-${item.time}-${index}`}
          cells={(item) => [item.date, item.time, item.subject, item.clauses, item.auditors]}
        />
      )}
    </article>
  );
}
