import dayjs from 'dayjs';
import { expect, it } from 'vitest';
import { filterOf } from './filter';

it('sends only what the user filled in, trimmed', () => {
  expect(filterOf({})).toEqual({});
  expect(filterOf({ username: '  ', targetId: '', call: undefined, range: null })).toEqual({});
  expect(filterOf({ username: ' adm ', targetId: ' 42 ' })).toEqual({ username: 'adm', targetId: '42' });
});

it('asks for an operation by its whole path', () => {
  expect(filterOf({ call: 'api-system/data/app/add' })).toEqual({ action: '/api/api-system/data/app/add' });
  expect(filterOf({ call: 'api-spacestation/sp/form/deleteIDB' })).toEqual({
    action: '/api/api-spacestation/sp/form/deleteIDB',
  });
});

it('takes the chosen seconds whole, either end optional', () => {
  const from = dayjs('2025-03-01T08:00:00.250Z');
  const to = dayjs('2025-03-01T09:30:15.000Z');
  expect(filterOf({ range: [from, to] })).toEqual({
    from: '2025-03-01T08:00:00.000Z',
    to: '2025-03-01T09:30:15.999Z',
  });
  expect(filterOf({ range: [null, to] })).toEqual({ to: '2025-03-01T09:30:15.999Z' });
});
