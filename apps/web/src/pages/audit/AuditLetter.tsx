import type { AuditNotifyBook } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import './audit-print.css';
import { parseTime } from '../../utils/time';
import { DocumentHead, FormTable, ListTable } from './documentParts';
import {
  AUDIT_TYPES,
  commaList,
  FEEDBACK_WORKING_DAYS,
  feedbackDeadline,
  genderName,
  isFieldChosen,
  stageName,
  type FieldChoice,
} from './letter';

/** A tick box that prints as it shows (native disabled checkboxes print grey or not at all). */
export function Tick({ label, checked }: { label: string; checked: boolean }) {
  return (
    <span className="audit-doc__tick" role="checkbox" aria-checked={checked} aria-label={label}>
      <span aria-hidden="true">{checked ? '☑' : '☐'}</span> {label}
    </span>
  );
}

export function TeamTable({ team }: { team: AuditNotifyBook['userGroupList'] }) {
  const { t } = useTranslation('messages', { keyPrefix: 'audit' });
  if (team.length === 0) return <p>{t('noTeam')}</p>;
  return (
    <ListTable
      headers={[t('seq'), t('name'), t('gender'), t('majorCodes'), t('post'), t('mobile')]}
      items={team}
      rowKey={(member, index) => `${member.realname}-${index}`}
      cells={(member, index) => [
        index + 1,
        member.realname,
        genderName(member.gender),
        member.fieldMajorCodes,
        member.auditPost,
        member.mobile,
      ]}
    />
  );
}

export function FieldTicks({ fields, chosen }: { fields: readonly FieldChoice[]; chosen: string }) {
  const items = commaList(chosen);
  // A field the dictionary does not (or no longer) lists is still shown, ticked.
  const unknown = items.filter((item) => !fields.some((field) => isFieldChosen(field, [item])));
  return (
    <span className="audit-doc__ticks">
      {fields.map((field) => (
        <Tick key={field.code} label={field.name} checked={isFieldChosen(field, items)} />
      ))}
      {unknown.map((item) => (
        <Tick key={item} label={item} checked />
      ))}
    </span>
  );
}

export function AuditTypeTicks({ chosen }: { chosen: string }) {
  const { t } = useTranslation('messages', { keyPrefix: 'audit' });
  const items = commaList(chosen);
  return (
    <span className="audit-doc__ticks">
      {AUDIT_TYPES.map((type) => (
        <Tick key={type.value} label={t(`auditTypes.${type.name}`)} checked={items.includes(type.value)} />
      ))}
    </span>
  );
}

/** The letter's general preparation and time requirements, in the order it lists them. */
const PREPARATION_ITEMS = ['records', 'staff', 'facilities'] as const;
const TIME_ITEMS = ['hours', 'meetings'] as const;

export interface AuditLetterProps {
  book: AuditNotifyBook;
  /** The certification-fields dictionary's items (CERT_FIELD). */
  fields: readonly FieldChoice[];
  /** The stage asked for by the address (1 first, otherwise second). */
  phase: number;
  /** When the organisation received the notice: the 2-working-day deadline counts from it. */
  received: Date;
}

/** The audit notification letter (spec forms.md §2 "Audit notification letter page", §3, §8). */
export function AuditLetter({ book, fields, phase, received }: AuditLetterProps) {
  const { t } = useTranslation('messages', { keyPrefix: 'audit' });
  const stage = stageName(phase);
  const period = t('periodRange', { begin: book.auditDateBegin, end: book.auditDatEnd });
  const longDate = t('longDate');
  const title = t('letterTitle', { stage });
  return (
    <article className="audit-doc" aria-label={title}>
      <DocumentHead issuer={book.certName} title={title} />
      <p className="audit-doc__to">{t('to', { org: book.orgName })}</p>
      <p className="audit-doc__para">
        {t('opening', { cert: book.certName, period: book.auditDate || period, stage })}
      </p>

      <h2>{t('basics')}</h2>
      <FormTable
        rows={[
          [t('organisation'), book.orgName],
          [t('certBody'), book.certName],
          [t('period'), period],
          [t('fields'), <FieldTicks fields={fields} chosen={book.field} />],
          [t('auditTypesLabel'), <AuditTypeTicks chosen={book.auditType} />],
        ]}
      />

      <h2>{t('team')}</h2>
      <TeamTable team={book.userGroupList} />

      <h2>{t('feedback')}</h2>
      <p className="audit-doc__para">
        {t('feedbackText', { days: FEEDBACK_WORKING_DAYS })}
        {t('feedbackDeadline', {
          received: parseTime(received, longDate),
          deadline: parseTime(feedbackDeadline(received), longDate),
        })}
      </p>

      <h2>{t('preparation')}</h2>
      <ol className="audit-doc__list">
        {PREPARATION_ITEMS.map((item) => (
          <li key={item}>{t(`preparationItems.${item}`)}</li>
        ))}
        <li>{t(phase === 1 ? 'stagePreparation.first' : 'stagePreparation.second')}</li>
      </ol>

      <h2>{t('time')}</h2>
      <ol className="audit-doc__list">
        {TIME_ITEMS.map((item) => (
          <li key={item}>{t(`timeItems.${item}`)}</li>
        ))}
      </ol>

      <h2>{t('contacts')}</h2>
      <p className="audit-doc__para audit-doc__contacts">
        <span>{t('contactUser', { value: book.contactUser })}</span>
        <span>{t('contactTel', { value: book.contactTel })}</span>
        <span>{t('contactEmail', { value: book.contactEmail })}</span>
      </p>

      <footer className="audit-doc__sign">
        <div>{book.certName}</div>
      </footer>
    </article>
  );
}
