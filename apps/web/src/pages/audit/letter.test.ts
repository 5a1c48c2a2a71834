import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  commaList,
  feedbackDeadline,
  genderName,
  isFieldChosen,
  readAuditAddress,
  readLetterAddress,
  stageName,
} from './letter';

const day = (text: string) => new Date(`${text}T00:00:00`);
const ymd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('audit letter address', () => {
  it('reads taskId and phase; phase 1 is the first stage, anything else the second', () => {
    expect(readLetterAddress('?taskId=p-1&phase=1')).toEqual({ processId: 'p-1', phase: 1 });
    expect(readLetterAddress('?taskId=p-1&phase=2')).toEqual({ processId: 'p-1', phase: 2 });
    expect(readLetterAddress('?taskId=p-1')).toEqual({ processId: 'p-1', phase: 2 });
    expect(stageName(1)).toBe('第一阶段');
    expect(stageName(2)).toBe('第二阶段');
  });

  it('reads the same values from a JSON parameter', () => {
    const json = encodeURIComponent(JSON.stringify({ phase: 1, processId: 'p-9' }));
    expect(readLetterAddress(`?param=${json}`)).toEqual({ processId: 'p-9', phase: 1 });
    expect(readLetterAddress(`?data=${encodeURIComponent('{"processId":12,"phase":"2"}')}`)).toEqual({
      processId: '12',
      phase: 2,
    });
  });

  it('names no audit without a process id', () => {
    expect(readLetterAddress('')).toBeUndefined();
    expect(readLetterAddress('?phase=1')).toBeUndefined();
    expect(readLetterAddress(`?param=${encodeURIComponent('{"phase":1}')}`)).toBeUndefined();
    expect(readLetterAddress('?param=%7Bbroken')).toBeUndefined();
  });

  it('reads the report and plan addresses by their own parameter names', () => {
    expect(readAuditAddress('?id=p-1&phase=1', 'id')).toEqual({ processId: 'p-1', phase: 1 });
    expect(readAuditAddress('?processId=p-2&phase=2', 'processId')).toEqual({ processId: 'p-2', phase: 2 });
    expect(readAuditAddress('?id=p-1', 'processId')).toBeUndefined();
  });
});

describe('audit letter contents', () => {
  it('ticks certification fields by dictionary value, code or name', () => {
    const chosen = commaList('QMS， EMS,');
    expect(chosen).toEqual(['QMS', 'EMS']);
    expect(isFieldChosen({ code: 'CERT_FIELD_QMS', name: '质量管理体系', value: 'QMS' }, chosen)).toBe(true);
    expect(isFieldChosen({ code: 'CERT_FIELD_ISMS', name: '信息安全管理体系', value: 'ISMS' }, chosen)).toBe(
      false,
    );
    expect(isFieldChosen({ code: 'X', name: '能源管理体系', value: null }, ['能源管理体系'])).toBe(true);
  });

  it('calls gender 1 male and anything else female', () => {
    expect(genderName(1)).toBe('男');
    expect(genderName(2)).toBe('女');
    expect(genderName(0)).toBe('女');
  });
});

describe('feedback deadline (2 working days)', () => {
  it('counts two weekdays from a Monday to Wednesday', () => {
    expect(ymd(feedbackDeadline(day('2026-03-02')))).toBe('2026-03-04');
  });

  it('skips the weekend: a notice received on Thursday is answered by Monday', () => {
    expect(ymd(feedbackDeadline(day('2026-03-05')))).toBe('2026-03-09');
    expect(ymd(feedbackDeadline(day('2026-03-06')))).toBe('2026-03-10');
  });

  it('starts from the next weekday when received at the weekend', () => {
    expect(ymd(feedbackDeadline(day('2026-03-07')))).toBe('2026-03-10');
    expect(ymd(addWorkingDays(day('2026-03-08'), 1))).toBe('2026-03-09');
  });
});
