import type { OperationLog, OperationLogFilter } from '@platform/contract';
import { DatePicker, Form, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operlogQueryKeys, useOperLogPage } from '../../../api/operlog';
import { currentLanguage } from '../../../i18n';
import { localName } from '../../../i18n/localName';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { OperLogDetail, StatusTag } from './OperLogDetail';
import { filterOf, type SearchValues } from './filter';
import { describeAction, OPERATION_MODULES } from '@platform/contract';

const columnsOf = (t: TFunction<'system'>): ListTableColumn<OperationLog>[] => [
  {
    key: 'createdAt',
    title: t('operlog.time'),
    dataIndex: 'createdAt',
    width: 170,
    render: (at: string) => parseTime(at),
  },
  { key: 'username', title: t('operlog.username'), dataIndex: 'username', width: 120 },
  {
    key: 'module',
    title: t('operlog.module'),
    width: 110,
    render: (_, entry) => describeAction(entry.action, currentLanguage())?.module ?? t('operlog.other'),
  },
  {
    key: 'operation',
    title: t('operlog.operation'),
    render: (_, entry) => describeAction(entry.action, currentLanguage())?.label ?? entry.summary,
  },
  {
    key: 'targetName',
    title: t('operlog.targetName'),
    dataIndex: 'targetName',
    render: (name: string | null) => name ?? '-',
  },
  {
    key: 'targetId',
    title: t('operlog.targetId'),
    dataIndex: 'targetId',
    width: 300,
    render: (id: string | null) =>
      id ? (
        <Typography.Text code copyable style={{ fontSize: 12 }}>
          {id}
        </Typography.Text>
      ) : (
        '-'
      ),
  },
  {
    key: 'status',
    title: t('operlog.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <StatusTag status={status} />,
  },
  { key: 'ip', title: t('operlog.ip'), dataIndex: 'ip', width: 130, defaultHidden: true },
];

const operationOptions = () =>
  OPERATION_MODULES.map(({ module, moduleEn, operations }) => ({
    label: localName(module, moduleEn),
    title: localName(module, moduleEn),
    options: operations.map(({ call, label, labelEn }) => ({
      value: call,
      label: localName(label, labelEn),
    })),
  }));

const searchOf = (t: TFunction<'system'>): SearchField[] => [
  {
    name: 'username',
    label: t('operlog.username'),
    placeholder: t('operlog.usernamePlaceholder'),
    maxLength: 64,
  },
  {
    name: 'call',
    label: t('operlog.operation'),
    input: (
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('operlog.operationPlaceholder')}
        options={operationOptions()}
        style={{ width: 200 }}
      />
    ),
  },
  {
    name: 'targetId',
    label: t('operlog.targetId'),
    placeholder: t('operlog.targetIdPlaceholder'),
    maxLength: 64,
  },
  {
    name: 'range',
    label: t('operlog.time'),
    input: (
      <DatePicker.RangePicker
        showTime
        allowEmpty={[true, true]}
        placeholder={[t('operlog.timeStart'), t('operlog.timeEnd')]}
      />
    ),
  },
];

/** The operation log: who changed what in system management, and when. */
export default function OperLogPage() {
  const { t } = useTranslation('system');
  const [searchForm] = Form.useForm<SearchValues>();
  const [shown, setShown] = useState<OperationLog>();
  const list = useListController<OperationLog, OperationLogFilter>({
    id: 'system.operlog',
    columns: columnsOf(t),
    queryKey: operlogQueryKeys.all,
    filterOf,
  });
  const rows = useOperLogPage(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="operlogSearch"
      search={searchOf(t)}
      searchForm={searchForm}
      addText={false}
      table={{ scroll: { x: 'max-content' }, locale: { emptyText: t('operlog.empty') } }}
      actions={{
        width: 80,
        render: (entry) => <RowAction onClick={() => setShown(entry)}>{t('operlog.detail')}</RowAction>,
      }}
    >
      <OperLogDetail
        entry={shown}
        onClose={() => setShown(undefined)}
        onSameTarget={(targetId) => {
          setShown(undefined);
          searchForm.setFieldsValue({ username: undefined, call: undefined, targetId, range: null });
          list.search({ targetId });
        }}
      />
    </ListPage>
  );
}
