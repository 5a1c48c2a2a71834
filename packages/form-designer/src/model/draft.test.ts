import { afterEach, describe, expect, it } from 'vitest';
import { emptyTemplate } from './designerReducer';
import { createItem } from './palette';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft';

afterEach(() => localStorage.clear());

describe('working form in local storage', () => {
  it('keys the copy by the stored form, the questionnaire detail, the scoring number, or the new-item key', () => {
    expect(draftKey({ idbId: 'a1' })).toBe('form-designer:a1');
    expect(draftKey({ qsDetailId: 'q1' })).toBe('form-designer:qs-q1');
    expect(draftKey({ no: 'PF1', df: '2' })).toBe('form-designer:no-PF1');
    expect(draftKey({})).toBe('form-designer:new');
    expect(draftKey({ df: '2' })).toBe('form-designer:new-scoring');
  });

  it('keeps the working form and gives it back until it is cleared', () => {
    const template = { ...emptyTemplate(), list: [createItem('input')] };
    writeDraft('form-designer:new', template);
    expect(readDraft('form-designer:new')?.template).toEqual(template);
    expect(readDraft('form-designer:other')).toBeUndefined();
    clearDraft('form-designer:new');
    expect(readDraft('form-designer:new')).toBeUndefined();
  });

  it('ignores a copy that is not a template', () => {
    localStorage.setItem('form-designer:new', '{"template":{"list":"x"}}');
    expect(readDraft('form-designer:new')).toBeUndefined();
    localStorage.setItem('form-designer:new', 'not json');
    expect(readDraft('form-designer:new')).toBeUndefined();
  });
});
