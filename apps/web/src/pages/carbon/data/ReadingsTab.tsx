// 月度数据: the monthly readings of the selected organisation's devices in the selected year, filtered
// by device and month; manual entry, correction with a reason, history, deletion, and the import of a
// year's sheet. Readings a verification statement covers are read-only.
import { DownloadOutlined, LockOutlined, UploadOutlined } from '@ant-design/icons';
import type { ActivityRow, CarbonDevice } from '@platform/contract';
import { CarbonPaths } from '@platform/contract/carbon-model';
import { Button, Select, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonFile } from '../../../api/carbon';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { saveBlob } from '../../messages/centre/download';
import { formatExact, monthLabel } from '../components';
import { ImportModal } from './ImportModal';
import { dataQueryKeys, useDevicePage, useReadingPage, type ReadingSearch } from './queries';
import { DeleteReadingModal, EntryModal, HistoryModal, monthOptions } from './ReadingDialogs';

type T = TFunction<'carbon', 'data'>;

/** Most devices the device filter and the entry dialog offer. */
const DEVICE_CHOICES = 500;

const columnsOf = (t: T): ListTableColumn<ActivityRow>[] => [
  {
    key: 'org',
    title: t('readings.columns.org'),
    dataIndex: 'orgName',
    render: (name: string) => <span data-user-data>{name}</span>,
  },
  {
    key: 'device',
    title: t('readings.columns.device'),
    render: (_, row) => <span data-user-data>{`${row.deviceCode} ${row.deviceName}`}</span>,
  },
  {
    key: 'month',
    title: t('readings.columns.month'),
    dataIndex: 'month',
    width: 80,
    render: (month: number) => monthLabel(month),
  },
  {
    key: 'value',
    title: t('readings.columns.value'),
    render: (_, row) => (
      <>
        <span data-user-data>{`${formatExact(row.value)} ${row.unit}`}</span>
        {row.locked && (
          <Tooltip title={t('readings.lockedTip')}>
            <Tag icon={<LockOutlined />} style={{ marginInlineStart: 8 }}>
              {t('readings.locked')}
            </Tag>
          </Tooltip>
        )}
      </>
    ),
  },
  {
    key: 'evidence',
    title: t('readings.columns.evidence'),
    width: 90,
    render: (_, row) => (row.evidence.length ? t('readings.evidenceCount', { count: row.evidence.length }) : '-'),
  },
  {
    key: 'note',
    title: t('readings.columns.note'),
    dataIndex: 'note',
    ellipsis: true,
    render: (note: string | null) => <span data-user-data>{note ?? '-'}</span>,
  },
  {
    key: 'updatedAt',
    title: t('readings.columns.updatedAt'),
    dataIndex: 'updatedAt',
    width: 170,
    defaultHidden: true,
    render: (at: string) => parseTime(at),
  },
];

export function ReadingsTab({ orgId, year }: { orgId: string; year: number }) {
  const { t } = useTranslation('carbon', { keyPrefix: 'data' });
  const [importing, setImporting] = useState(false);
  const [history, setHistory] = useState<ActivityRow>();
  const [removing, setRemoving] = useState<ActivityRow>();
  const devices = useDevicePage({ pageIndex: 1, pageSize: DEVICE_CHOICES }, { orgId });
  const deviceList: CarbonDevice[] = devices.data?.items ?? [];
  const search: SearchField[] = [
    {
      name: 'deviceId',
      label: t('readings.device'),
      input: (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('readings.devicePlaceholder')}
          style={{ width: 220 }}
          options={deviceList.map((device) => ({ value: device.id, label: `${device.code} ${device.name}` }))}
        />
      ),
    },
    { name: 'month', label: t('readings.month'), options: monthOptions() },
  ];
  const list = useListController<ActivityRow, Omit<ReadingSearch, 'orgId' | 'year'>>({
    id: 'carbon.readings',
    columns: columnsOf(t),
    queryKey: dataQueryKeys.all,
  });
  const rows = useReadingPage(list.paging, { ...list.filter, orgId, year }, true);
  const template = async () => {
    try {
      saveBlob(await carbonFile(CarbonPaths.dataTemplate, { year }), t('readings.templateName', { year }));
    } catch {
      // Already shown to the user by the request client.
    }
  };

  return (
    <ListPage
      list={list}
      rows={rows}
      name="carbonReadingSearch"
      search={search}
      addText={t('readings.add')}
      buttons={
        <>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('import')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void template()}>
            {t('template')}
          </Button>
        </>
      }
      actions={{
        width: 170,
        fixed: 'right',
        render: (row) => {
          const locked = row.locked ? t('readings.lockedTip') : undefined;
          return (
            <>
              <RowAction disabled={row.locked} tooltip={locked} onClick={() => list.edit(row)}>
                {t('readings.correct')}
              </RowAction>
              <RowAction onClick={() => setHistory(row)}>{t('readings.history')}</RowAction>
              <RowAction danger disabled={row.locked} tooltip={locked} onClick={() => setRemoving(row)}>
                {t('readings.delete')}
              </RowAction>
            </>
          );
        },
      }}
    >
      <EntryModal target={list.editing} year={year} devices={deviceList} onClose={list.closeEditor} />
      <HistoryModal target={history} onClose={() => setHistory(undefined)} />
      <DeleteReadingModal target={removing} onClose={() => setRemoving(undefined)} />
      <ImportModal kind="data" year={year} open={importing} onClose={() => setImporting(false)} />
    </ListPage>
  );
}
