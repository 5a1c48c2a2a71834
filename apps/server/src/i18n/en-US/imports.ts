import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/imports.js';

export default {
  unreadable: 'The file cannot be read; please upload an Excel (.xlsx) file',
  corrupt: "The file is damaged (its unpacked size does not match the file's records) and cannot be read",
  tooLarge:
    'The file is larger than {{mb}} MB unpacked; remove unneeded content or split it before importing',
  tooSlow: 'Reading the file took more than {{seconds}} seconds; split it before importing',
  tooMuch: 'The file holds too much to read; split it before importing',
  tooManyColumns: 'A row has at most {{max}} columns',
  cellTooLong: 'Row {{row}} has a cell longer than {{max}} characters',
  tooManyRows: 'At most {{max}} rows can be imported at once',
} satisfies Catalogue<typeof zh>;
