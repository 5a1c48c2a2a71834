// 流程列表 (/processList): every certification process instance with the step it waits at and its
// application; 查看进度 opens the diagram and history (CertProgress) in a drawer.
import type { CertProcess, CertProcessFilter } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certStatsApi } from '../../../api/cert/stats';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { schemeLabel } from '../components';
import { CertProgress } from './CertProgress';

type T = TFunction<'cert', 'process'>;
const TIME = '{y}-{m}-{d} {h}:{i}';
const STATUS_COLOURS: Record<CertProcess['status'], string> = {
  running: 'processing',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};
const STEPS = ['accept', 'contract', 'plan', 'confirm', 'audit', 'review', 'decision'] as const;
const KINDS = ['initial', 'surveillance', 'recertification', 'followUp'] as const;

const columns = (t: T): ListTableColumn<CertProcess>[] => [
  {
    key: 'no',
    title: t('columns.no'),
    dataIndex: 'applicationNo',
    width: 150,
    render: (no: string | null) => no ?? '-',
  },
  {
    key: 'entName',
    title: t('columns.entName'),
    dataIndex: 'entName',
    render: (name: string | null) => <span data-user-data>{name ?? '-'}</span>,
  },
  {
    key: 'scheme',
    title: t('columns.scheme'),
    dataIndex: 'scheme',
    width: 170,
    render: (scheme: string | null) => schemeLabel(scheme),
  },
  {
    key: 'kind',
    title: t('columns.kind'),
    dataIndex: 'kind',
    width: 100,
    render: (kind: string | null) =>
      kind && (KINDS as readonly string[]).includes(kind)
        ? t(`kinds.${kind as (typeof KINDS)[number]}`)
        : '-',
  },
  {
    key: 'step',
    title: t('columns.step'),
    dataIndex: 'step',
    width: 130,
    render: (step: string | null, p) =>
      step && (STEPS as readonly string[]).includes(step)
        ? t(`steps.${step as (typeof STEPS)[number]}`)
        : (p.stepName ?? '-'),
  },
  {
    key: 'status',
    title: t('columns.status'),
    dataIndex: 'status',
    width: 100,
    render: (status: CertProcess['status']) => (
      <Tag color={STATUS_COLOURS[status]}>{t(`statuses.${status}`)}</Tag>
    ),
  },
  {
    key: 'startedAt',
    title: t('columns.startedAt'),
    dataIndex: 'startedAt',
    width: 150,
    render: (at: string) => parseTime(at, TIME),
  },
  {
    key: 'endedAt',
    title: t('columns.endedAt'),
    dataIndex: 'endedAt',
    width: 150,
    defaultHidden: true,
    render: (at: string | null) => (at ? parseTime(at, TIME) : '-'),
  },
];

export default function CertProcessPage() {
  const { t } = useTranslation('cert', { keyPrefix: 'process' });
  const [open, setOpen] = useState<CertProcess | null>(null);
  const list = useListController<CertProcess, CertProcessFilter>({
    id: 'cert.process',
    columns: columns(t),
    queryKey: ['cert', 'process'],
  });
  const rows = useQuery({
    queryKey: ['cert', 'process', 'page', list.paging, list.filter],
    queryFn: () => certStatsApi.processes({ ...list.paging, ...list.filter }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certProcessSearch"
      rowKey="instanceId"
      addText={false}
      search={[
        {
          name: 'keyword',
          label: t('search.keyword'),
          placeholder: t('search.keywordPlaceholder'),
          maxLength: 100,
        },
        {
          name: 'status',
          label: t('search.status'),
          options: (['running', 'completed', 'cancelled', 'failed'] as const).map((s) => ({
            value: s,
            label: t(`statuses.${s}`),
          })),
        },
        {
          name: 'step',
          label: t('search.step'),
          options: STEPS.map((s) => ({ value: s, label: t(`steps.${s}`) })),
        },
      ]}
      table={{ scroll: { x: 1100 } }}
      actions={{
        width: 100,
        fixed: 'right',
        render: (p) => <RowAction onClick={() => setOpen(p)}>{t('viewProgress')}</RowAction>,
      }}
    >
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size="large"
        title={t('drawerTitle', { name: open?.entName ?? open?.applicationNo ?? '' })}
        destroyOnHidden
      >
        {open && <CertProgress instanceId={open.instanceId} />}
      </Drawer>
    </ListPage>
  );
}
