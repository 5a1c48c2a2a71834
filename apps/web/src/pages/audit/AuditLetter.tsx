import type { AuditNotifyBook } from '@platform/contract';
import './audit-print.css';
import { parseTime } from '../../utils/time';
import { DocumentHead, FormTable, ListTable } from './documentParts';
import { auditMessages as m } from './messages';
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
  if (team.length === 0) return <p>{m.noTeam}</p>;
  return (
    <ListTable
      headers={[m.seq, m.name, m.gender, m.majorCodes, m.post, m.mobile]}
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
  const items = commaList(chosen);
  return (
    <span className="audit-doc__ticks">
      {AUDIT_TYPES.map((type) => (
        <Tick key={type.value} label={type.label} checked={items.includes(type.value)} />
      ))}
    </span>
  );
}

const LONG_DATE = '{y}年{m}月{d}日';

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
  const stage = stageName(phase);
  const period = m.periodRange(book.auditDateBegin, book.auditDatEnd);
  return (
    <article className="audit-doc" aria-label={m.letterTitle(stage)}>
      <DocumentHead issuer={book.certName} title={m.letterTitle(stage)} />
      <p className="audit-doc__to">{m.to(book.orgName)}</p>
      <p className="audit-doc__para">{m.opening(book.certName, book.auditDate || period, stage)}</p>

      <h2>{m.basics}</h2>
      <FormTable
        rows={[
          [m.organisation, book.orgName],
          [m.certBody, book.certName],
          [m.period, period],
          [m.fields, <FieldTicks fields={fields} chosen={book.field} />],
          [m.auditTypes, <AuditTypeTicks chosen={book.auditType} />],
        ]}
      />

      <h2>{m.team}</h2>
      <TeamTable team={book.userGroupList} />

      <h2>{m.feedback}</h2>
      <p className="audit-doc__para">
        {m.feedbackText(FEEDBACK_WORKING_DAYS)}
        {m.feedbackDeadline(parseTime(received, LONG_DATE), parseTime(feedbackDeadline(received), LONG_DATE))}
      </p>

      <h2>{m.preparation}</h2>
      <ol className="audit-doc__list">
        {m.preparationItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
        <li>{m.stagePreparation[phase === 1 ? 1 : 2]}</li>
      </ol>

      <h2>{m.time}</h2>
      <ol className="audit-doc__list">
        {m.timeItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>

      <h2>{m.contacts}</h2>
      <p className="audit-doc__para audit-doc__contacts">
        <span>
          {m.contactUser}：{book.contactUser}
        </span>
        <span>
          {m.contactTel}：{book.contactTel}
        </span>
        <span>
          {m.contactEmail}：{book.contactEmail}
        </span>
      </p>

      <footer className="audit-doc__sign">
        <div>{m.signature(book.certName)}</div>
      </footer>
    </article>
  );
}
