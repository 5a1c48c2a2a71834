// 合同管理 (/contractManage, the body's staff, role 34): the accepted applications awaiting their
// contract, quoted from here, and the contracts (filters: status, keyword, creation dates); a contract
// opens with its quotation and document, and is changed, sent, signed with the signed copy or cancelled.
import type { CertAwaitingApplication, CertContract } from '@platform/contract';
import { ContractStatus } from '@platform/contract/cert-model';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Drawer, Skeleton, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractApi, contractQueryKeys, type ContractFilter } from '../../../api/cert/contract';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { CertStatusTag, certOptions, schemeLabel } from '../components';
import { CancelDialog, SignDialog } from './ContractDialogs';
import { ContractEditor, type EditTarget } from './ContractEditor';
import { ContractView, DownloadButton } from './ContractView';

const STATUSES = Object.values(ContractStatus);
const open = (status: number) => status === ContractStatus.draft || status === ContractStatus.sent;

interface SearchValues {
  status?: number;
  keyword?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** The search form's values as the contracts filter (the date range as two ISO dates). */
export function contractFilterOf(values: SearchValues): ContractFilter {
  const [from, to] = values.dates ?? [];
  const keyword = values.keyword?.trim();
  return {
    ...(values.status !== undefined && values.status !== null ? { status: values.status } : {}),
    ...(keyword ? { keyword } : {}),
    ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { dateTo: to.format('YYYY-MM-DD') } : {}),
  };
}

function useSend() {
  const { t } = useTranslation('cert');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (id: string) => contractApi.send(id),
    onSuccess: () => {
      void message.success(t('contract.sent'));
      void queryClient.invalidateQueries({ queryKey: contractQueryKeys.all });
    },
  });
  return (c: CertContract) =>
    modal.confirm({
      content: t('contract.sendConfirm', { no: c.no, entName: c.entName }),
      onOk: () => send.mutateAsync(c.id),
    });
}

const editTargetOf = (c: CertContract): EditTarget => ({
  applicationId: c.applicationId,
  entName: c.entName,
  scheme: c.scheme,
  acceptedDays: null,
  contract: { id: c.id, no: c.no, auditDays: c.auditDays, dayRate: c.dayRate, fees: c.fees, terms: c.terms },
});

function ContractDrawer({
  id,
  onClose,
  onEdit,
  onSend,
  onSign,
  onCancel,
}: {
  id?: string;
  onClose: () => void;
  onEdit: (c: CertContract) => void;
  onSend: (c: CertContract) => void;
  onSign: (c: CertContract) => void;
  onCancel: (c: CertContract) => void;
}) {
  const { t } = useTranslation('cert');
  const detail = useQuery({
    queryKey: contractQueryKeys.detail(id ?? ''),
    queryFn: () => contractApi.detail(id!),
    enabled: id !== undefined,
  });
  const c = detail.data;
  return (
    <Drawer
      open={id !== undefined}
      title={c ? t('contract.detail.title', { no: c.no }) : t('contract.title')}
      width="min(900px, calc(100vw - 64px))"
      onClose={onClose}
      destroyOnHidden
      extra={
        c && (
          <Space wrap>
            <DownloadButton contract={c} />
            {open(c.status) && <Button onClick={() => onEdit(c)}>{t('contract.actions.edit')}</Button>}
            {c.status === ContractStatus.draft && (
              <Button onClick={() => onSend(c)}>{t('contract.actions.send')}</Button>
            )}
            {open(c.status) && (
              <Button type="primary" onClick={() => onSign(c)}>
                {t('contract.actions.sign')}
              </Button>
            )}
            {open(c.status) && (
              <Button danger onClick={() => onCancel(c)}>
                {t('contract.actions.cancel')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {c ? <ContractView contract={c} /> : <Skeleton active />}
    </Drawer>
  );
}

function AwaitingList({ onQuote }: { onQuote: (a: CertAwaitingApplication) => void }) {
  const { t } = useTranslation('cert');
  const columns: ListTableColumn<CertAwaitingApplication>[] = [
    { key: 'no', title: t('contract.columns.applicationNo'), dataIndex: 'no', width: 150 },
    {
      key: 'entName',
      title: t('contract.columns.entName'),
      dataIndex: 'entName',
      width: 240,
      ellipsis: true,
      render: (name: string) => <span data-user-data>{name}</span>,
    },
    {
      key: 'scheme',
      title: t('contract.columns.scheme'),
      dataIndex: 'scheme',
      width: 200,
      render: schemeLabel,
    },
    { key: 'employees', title: t('contract.columns.employees'), dataIndex: 'employees', width: 90 },
    { key: 'auditDays', title: t('contract.columns.auditDays'), dataIndex: 'auditDays', width: 100 },
    {
      key: 'reviewedAt',
      title: t('contract.columns.reviewedAt'),
      dataIndex: 'reviewedAt',
      width: 170,
      render: (at: string | null) => (at ? parseTime(at) : '-'),
    },
  ];
  const list = useListController<CertAwaitingApplication, { keyword?: string }>({
    id: 'cert.contractAwaiting',
    columns,
    queryKey: contractQueryKeys.all,
  });
  const rows = useQuery({
    queryKey: contractQueryKeys.awaiting(list.paging, list.filter.keyword),
    queryFn: () => contractApi.awaiting(list.paging, list.filter.keyword),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certContractAwaitingSearch"
      search={[
        {
          name: 'keyword',
          label: t('contract.search.keyword'),
          placeholder: t('contract.search.awaitingPlaceholder'),
          maxLength: 100,
        },
      ]}
      addText={false}
      actions={{
        width: 90,
        fixed: 'right',
        render: (row) => <RowAction onClick={() => onQuote(row)}>{t('contract.actions.quote')}</RowAction>,
      }}
    />
  );
}

function ContractList({
  onOpen,
  onEdit,
  onSend,
  onSign,
  onCancel,
}: {
  onOpen: (c: CertContract) => void;
  onEdit: (c: CertContract) => void;
  onSend: (c: CertContract) => void;
  onSign: (c: CertContract) => void;
  onCancel: (c: CertContract) => void;
}) {
  const { t } = useTranslation('cert');
  const columns: ListTableColumn<CertContract>[] = [
    { key: 'no', title: t('contract.columns.no'), dataIndex: 'no', width: 150 },
    {
      key: 'applicationNo',
      title: t('contract.columns.applicationNo'),
      dataIndex: 'applicationNo',
      width: 150,
    },
    {
      key: 'entName',
      title: t('contract.columns.entName'),
      dataIndex: 'entName',
      width: 220,
      ellipsis: true,
      render: (name: string) => <span data-user-data>{name}</span>,
    },
    {
      key: 'scheme',
      title: t('contract.columns.scheme'),
      dataIndex: 'scheme',
      width: 180,
      render: schemeLabel,
    },
    { key: 'auditDays', title: t('contract.columns.auditDays'), dataIndex: 'auditDays', width: 90 },
    { key: 'amount', title: t('contract.columns.amount'), dataIndex: 'amount', width: 140, align: 'right' },
    {
      key: 'status',
      title: t('contract.columns.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: number) => <CertStatusTag kind="contract" status={status} />,
    },
    {
      key: 'createdAt',
      title: t('contract.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => parseTime(at),
    },
    {
      key: 'signedAt',
      title: t('contract.columns.signedAt'),
      dataIndex: 'signedAt',
      width: 170,
      defaultHidden: true,
      render: (at: string | null) => (at ? parseTime(at) : '-'),
    },
  ];
  const list = useListController<CertContract, ContractFilter>({
    id: 'cert.contracts',
    columns,
    queryKey: contractQueryKeys.all,
    filterOf: (values) => contractFilterOf(values as SearchValues),
  });
  const rows = useQuery({
    queryKey: contractQueryKeys.page(list.paging, list.filter),
    queryFn: () => contractApi.contracts(list.paging, list.filter),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certContractSearch"
      search={[
        {
          name: 'status',
          label: t('contract.search.status'),
          options: certOptions('contractStatus', STATUSES),
        },
        {
          name: 'keyword',
          label: t('contract.search.keyword'),
          placeholder: t('contract.search.keywordPlaceholder'),
          maxLength: 100,
        },
        { name: 'dates', label: t('contract.search.dates'), input: <DatePicker.RangePicker /> },
      ]}
      addText={false}
      actions={{
        width: 240,
        fixed: 'right',
        render: (row) => (
          <>
            <RowAction onClick={() => onOpen(row)}>{t('contract.actions.view')}</RowAction>
            {open(row.status) && (
              <RowAction onClick={() => onEdit(row)}>{t('contract.actions.edit')}</RowAction>
            )}
            {row.status === ContractStatus.draft && (
              <RowAction onClick={() => onSend(row)}>{t('contract.actions.send')}</RowAction>
            )}
            {open(row.status) && (
              <RowAction onClick={() => onSign(row)}>{t('contract.actions.sign')}</RowAction>
            )}
            {open(row.status) && (
              <RowAction danger onClick={() => onCancel(row)}>
                {t('contract.actions.cancel')}
              </RowAction>
            )}
          </>
        ),
      }}
    />
  );
}

export default function CertContractPage() {
  const { t } = useTranslation('cert');
  const [tab, setTab] = useState('awaiting');
  const [editing, setEditing] = useState<EditTarget>();
  const [openId, setOpenId] = useState<string>();
  const [signing, setSigning] = useState<CertContract>();
  const [cancelling, setCancelling] = useState<CertContract>();
  const send = useSend();
  const actions = {
    onEdit: (c: CertContract) => setEditing(editTargetOf(c)),
    onSend: send,
    onSign: setSigning,
    onCancel: setCancelling,
  };
  return (
    <Card title={t('contract.title')}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'awaiting',
            label: t('contract.tabs.awaiting'),
            children: (
              <AwaitingList
                onQuote={(a) =>
                  setEditing({
                    applicationId: a.id,
                    entName: a.entName,
                    scheme: a.scheme,
                    acceptedDays: a.auditDays,
                  })
                }
              />
            ),
          },
          {
            key: 'contracts',
            label: t('contract.tabs.contracts'),
            children: <ContractList onOpen={(c) => setOpenId(c.id)} {...actions} />,
          },
        ]}
      />
      <ContractEditor
        target={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(id) => {
          setEditing(undefined);
          setTab('contracts');
          setOpenId(id);
        }}
      />
      <ContractDrawer id={openId} onClose={() => setOpenId(undefined)} {...actions} />
      <SignDialog contract={signing} onClose={() => setSigning(undefined)} />
      <CancelDialog contract={cancelling} onClose={() => setCancelling(undefined)} />
    </Card>
  );
}
