// The SMS log (issue 23), for platform administrators: the outbox's SMS (sign-in codes and message
// notifications, with the newest provider attempt of each) and every attempt to hand one to the provider.
import type {
  SmsAttempt,
  SmsAttemptFilter,
  SmsOutboxEntry,
  SmsOutboxFilter,
  SmsProviderName,
} from '@platform/contract';
import { DatePicker, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { smsLogQueryKeys, useSmsAttemptPage, useSmsOutboxPage } from '../../../api/sms-log';
import {
  ListPage,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { attemptFilterOf, outboxFilterOf } from './filter';

type T = TFunction<'documents'>;

const PROVIDERS: SmsProviderName[] = ['outbox', 'aliyun', 'tencent'];
const KINDS = ['login', 'reset', 'message'] as const;

const time = (at: string | null) => (at ? parseTime(at) : '-');

const timeRange = (t: T) => (
  <DatePicker.RangePicker
    showTime
    allowEmpty={[true, true]}
    placeholder={[t('sms.search.timeStart'), t('sms.search.timeEnd')]}
  />
);

/** Sent, recorded only (the outbox default), failed with the provider's reason, or never tried. */
function OutboxStatus({ entry, t }: { entry: SmsOutboxEntry; t: T }) {
  if (entry.sentAt) return <Tag color="success">{t('sms.status.sent')}</Tag>;
  if (entry.ok === false) {
    return (
      <Tooltip title={entry.error}>
        <Tag color="error">{t('sms.status.failed')}</Tag>
      </Tooltip>
    );
  }
  if (entry.provider === 'outbox') return <Tag>{t('sms.status.recorded')}</Tag>;
  return <Tag color="warning">{t('sms.status.unknown')}</Tag>;
}

const outboxColumns = (t: T): ListTableColumn<SmsOutboxEntry>[] => [
  { key: 'createdAt', title: t('sms.columns.createdAt'), dataIndex: 'createdAt', width: 170, render: time },
  { key: 'recipient', title: t('sms.columns.recipient'), dataIndex: 'recipient', width: 140 },
  {
    key: 'kind',
    title: t('sms.columns.kind'),
    dataIndex: 'kind',
    width: 130,
    render: (kind: SmsOutboxEntry['kind']) => t(`sms.kinds.${kind}`),
  },
  {
    key: 'body',
    title: t('sms.columns.body'),
    dataIndex: 'body',
    render: (body: string) => (
      <Typography.Paragraph style={{ margin: 0, maxWidth: 420 }} ellipsis={{ rows: 2, tooltip: body }}>
        {body}
      </Typography.Paragraph>
    ),
  },
  {
    key: 'status',
    title: t('sms.columns.status'),
    width: 100,
    render: (_, entry) => <OutboxStatus entry={entry} t={t} />,
  },
  {
    key: 'provider',
    title: t('sms.columns.provider'),
    dataIndex: 'provider',
    width: 150,
    render: (p: SmsProviderName | null) => (p ? t(`sms.providers.${p}`) : '-'),
  },
  { key: 'sentAt', title: t('sms.columns.sentAt'), dataIndex: 'sentAt', width: 170, render: time },
  {
    key: 'error',
    title: t('sms.columns.error'),
    dataIndex: 'error',
    defaultHidden: true,
    render: (e: string | null) => e ?? '-',
  },
];

const outboxSearch = (t: T): SearchField[] => [
  {
    name: 'recipient',
    label: t('sms.search.recipient'),
    placeholder: t('sms.search.recipientPlaceholder'),
    maxLength: 32,
  },
  { name: 'body', label: t('sms.search.body'), placeholder: t('sms.search.bodyPlaceholder'), maxLength: 100 },
  {
    name: 'state',
    label: t('sms.search.state'),
    options: [
      { value: 'sent', label: t('sms.states.sent') },
      { value: 'unsent', label: t('sms.states.unsent') },
    ],
  },
  { name: 'range', label: t('sms.search.time'), input: timeRange(t) },
];

function OutboxTab() {
  const { t } = useTranslation('documents');
  const list = useListController<SmsOutboxEntry, SmsOutboxFilter>({
    id: 'system.smsLog.outbox',
    columns: outboxColumns(t),
    queryKey: smsLogQueryKeys.all,
    filterOf: outboxFilterOf,
  });
  const rows = useSmsOutboxPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="smsOutboxSearch"
      search={outboxSearch(t)}
      addText={false}
      table={{ scroll: { x: 'max-content' }, locale: { emptyText: t('sms.emptyOutbox') } }}
    />
  );
}

const attemptColumns = (t: T): ListTableColumn<SmsAttempt>[] => [
  { key: 'createdAt', title: t('sms.columns.createdAt'), dataIndex: 'createdAt', width: 170, render: time },
  {
    key: 'provider',
    title: t('sms.columns.provider'),
    dataIndex: 'provider',
    width: 150,
    render: (p: SmsProviderName) => t(`sms.providers.${p}`),
  },
  {
    key: 'kind',
    title: t('sms.columns.kind'),
    dataIndex: 'kind',
    width: 130,
    render: (kind: SmsAttempt['kind']) => t(`sms.kinds.${kind}`),
  },
  { key: 'recipient', title: t('sms.columns.recipient'), dataIndex: 'recipient', width: 140 },
  {
    key: 'template',
    title: t('sms.columns.template'),
    dataIndex: 'templateCode',
    width: 140,
    render: (code: string | null) => code ?? '-',
  },
  {
    key: 'result',
    title: t('sms.columns.result'),
    dataIndex: 'ok',
    width: 90,
    render: (ok: boolean) =>
      ok ? (
        <Tag color="success">{t('sms.results.ok')}</Tag>
      ) : (
        <Tag color="error">{t('sms.results.failed')}</Tag>
      ),
  },
  {
    key: 'error',
    title: t('sms.columns.error'),
    dataIndex: 'error',
    render: (e: string | null) =>
      e ? (
        <Typography.Paragraph
          type="danger"
          style={{ margin: 0, maxWidth: 420 }}
          ellipsis={{ rows: 2, tooltip: e }}
        >
          {e}
        </Typography.Paragraph>
      ) : (
        '-'
      ),
  },
  {
    key: 'duration',
    title: t('sms.columns.duration'),
    dataIndex: 'durationMs',
    width: 100,
    render: (ms: number | null) => (ms === null ? '-' : t('sms.durationMs', { ms })),
  },
  {
    key: 'messageId',
    title: t('sms.columns.messageId'),
    dataIndex: 'providerMessageId',
    width: 200,
    render: (id: string | null) => id ?? '-',
  },
  {
    key: 'outboxId',
    title: t('sms.columns.outboxId'),
    dataIndex: 'outboxId',
    defaultHidden: true,
    render: (id: string | null) => id ?? '-',
  },
];

const attemptSearch = (t: T): SearchField[] => [
  {
    name: 'recipient',
    label: t('sms.search.recipient'),
    placeholder: t('sms.search.recipientPlaceholder'),
    maxLength: 32,
  },
  {
    name: 'provider',
    label: t('sms.search.provider'),
    options: PROVIDERS.map((p) => ({ value: p, label: t(`sms.providers.${p}`) })),
  },
  {
    name: 'kind',
    label: t('sms.search.kind'),
    options: KINDS.map((k) => ({ value: k, label: t(`sms.kinds.${k}`) })),
  },
  {
    name: 'result',
    label: t('sms.search.result'),
    options: [
      { value: 'ok', label: t('sms.results.ok') },
      { value: 'failed', label: t('sms.results.failed') },
    ],
  },
  { name: 'range', label: t('sms.search.time'), input: timeRange(t) },
];

function AttemptsTab() {
  const { t } = useTranslation('documents');
  const list = useListController<SmsAttempt, SmsAttemptFilter>({
    id: 'system.smsLog.attempts',
    columns: attemptColumns(t),
    queryKey: smsLogQueryKeys.all,
    filterOf: attemptFilterOf,
  });
  const rows = useSmsAttemptPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="smsAttemptSearch"
      search={attemptSearch(t)}
      addText={false}
      table={{ scroll: { x: 'max-content' }, locale: { emptyText: t('sms.emptyAttempts') } }}
    />
  );
}

/** 短信记录: the outbox and the provider attempts, one tab each. */
export default function SmsLogPage() {
  const { t } = useTranslation('documents');
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'outbox', label: t('sms.tabs.outbox'), children: <OutboxTab /> },
        { key: 'attempts', label: t('sms.tabs.attempts'), children: <AttemptsTab /> },
      ]}
    />
  );
}
