import type { ListColumn } from '../../../components/list-toolbar/columns';
import { positionMessages as t } from './messages';

/** The position table's columns as the show/hide dialog lists them. */
export const POSITION_COLUMNS: ListColumn[] = [
  { key: 'code', label: t.code, visible: true },
  { key: 'name', label: t.name, visible: true },
  { key: 'sort', label: t.sort, visible: true },
  { key: 'status', label: t.status, visible: true },
  { key: 'remark', label: t.remark, visible: true },
  { key: 'createdAt', label: t.createdAt, visible: true },
];
