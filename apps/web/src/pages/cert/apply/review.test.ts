import { isCreditCode } from '@platform/contract/cert-model';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bodyOf, creditCodeAcceptable, valuesOf } from '../my-apply/formValues';
import { auditDaysOf, filterOfSearch, needsDaysReason } from './review';

describe('the unified social credit code check (GB 32100)', () => {
  it('accepts a code whose 18th character is its check character, in either letter case', () => {
    expect(isCreditCode('91110000600037341L')).toBe(true);
    expect(isCreditCode('91350100M00010000P')).toBe(true);
    expect(creditCodeAcceptable(' 91110000600037341l ')).toBe(true);
  });

  it('refuses a wrong check character, a wrong length and the letters the code never uses', () => {
    expect(isCreditCode('91110000600037341X')).toBe(false);
    expect(isCreditCode('9111000060003734L')).toBe(false);
    // I, O, S, V and Z are not in the code's alphabet.
    expect(isCreditCode('9111000060003734IL')).toBe(false);
    expect(creditCodeAcceptable('91110000600037341X')).toBe(false);
  });

  it('lets a draft leave the code empty', () => {
    expect(creditCodeAcceptable('')).toBe(true);
    expect(creditCodeAcceptable(undefined)).toBe(true);
  });
});

describe('the application form', () => {
  it('sends a management system application with its fields and no product, uploads as keys', () => {
    const body = bodyOf(
      {
        scheme: 'QMS',
        entName: ' 苏州精工 ',
        creditCode: '91110000600037341l',
        fieldCodes: ['QMS'],
        employees: 120,
        sites: [
          { name: '总部', address: '苏州', employees: 120 },
          { name: '', address: '' },
        ],
        product: { name: '电源', models: 'A', factory: 'B' },
        documents: [{ name: '营业执照.pdf', url: 'uploads/licence.pdf' }],
      },
      'id-1',
    );
    expect(body).toMatchObject({
      id: 'id-1',
      entName: '苏州精工',
      creditCode: '91110000600037341L',
      fieldCodes: ['QMS'],
      employees: 120,
      sites: [{ name: '总部', address: '苏州', employees: 120 }],
      product: null,
      documents: [{ key: 'uploads/licence.pdf', name: '营业执照.pdf' }],
    });
  });

  it('sends a CCC application with its product and no certification fields', () => {
    const body = bodyOf({
      scheme: 'CCC',
      fieldCodes: ['QMS'],
      product: { name: '电源', models: 'A', factory: 'B' },
    });
    expect(body.fieldCodes).toEqual([]);
    expect(body.product).toEqual({ name: '电源', models: 'A', factory: 'B', factoryAddress: '' });
    expect(body.employees).toBeNull();
  });

  it('reads a stored draft back into the form (no people yet: an empty field)', () => {
    const values = valuesOf({
      id: 'a',
      no: null,
      scheme: 'EMS',
      standard: '',
      entName: '甲',
      creditCode: '',
      employees: 0,
      status: 0,
      applicantName: null,
      risk: null,
      auditDays: null,
      instanceId: null,
      submittedAt: null,
      createdAt: '2026-11-28T00:00:00.000Z',
      updatedAt: '2026-11-28T00:00:00.000Z',
      address: '',
      region: null,
      contactName: '',
      contactTel: '',
      contactEmail: '',
      scope: '',
      fieldCodes: [],
      sites: [],
      product: null,
      documents: [{ key: 'k', name: 'n' }],
      formId: null,
      formVersion: null,
      formData: null,
      form: null,
      proposedDays: null,
      daysReason: null,
      reviewComment: null,
      reviewedBy: null,
      reviewedAt: null,
      canEdit: true,
      canWithdraw: false,
      canReview: false,
    });
    expect(values.employees).toBeNull();
    expect(values.documents).toEqual([{ name: 'n', url: 'k' }]);
  });
});

describe('the acceptance dialog', () => {
  it('takes audit days in half days above zero', () => {
    expect(auditDaysOf('7')).toBe(7);
    expect(auditDaysOf(' 7.5 ')).toBe(7.5);
    expect(auditDaysOf('7.3')).toBeUndefined();
    expect(auditDaysOf('0')).toBeUndefined();
    expect(auditDaysOf('')).toBeUndefined();
  });

  it('asks for a reason only when the days differ from the proposal', () => {
    expect(needsDaysReason('7', '7')).toBe(false);
    expect(needsDaysReason('7.0', '7')).toBe(false);
    expect(needsDaysReason('8', '7')).toBe(true);
    expect(needsDaysReason('8', undefined)).toBe(false);
    expect(needsDaysReason('abc', '7')).toBe(false);
  });

  it('turns the search into the list filter, the submission dates as ISO days', () => {
    expect(
      filterOfSearch({
        status: 1,
        scheme: 'CCC',
        keyword: ' 苏州 ',
        submitted: [dayjs('2026-11-01'), dayjs('2026-11-30')],
      }),
    ).toEqual({
      status: 1,
      scheme: 'CCC',
      keyword: '苏州',
      submittedFrom: '2026-11-01',
      submittedTo: '2026-11-30',
    });
    expect(filterOfSearch({ keyword: '  ', submitted: null })).toEqual({});
  });
});
