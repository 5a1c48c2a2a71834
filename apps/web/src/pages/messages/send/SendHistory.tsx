import type { Delivery, DeliveryState, MessageSend } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgQueryKeys, retryDelivery, useDeliveryPage, useSendPage } from '../../../api/msg';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { parseTime } from '../../../utils/time';
import { CHANNEL_NAMES } from './SendForm';

/** While e-mail or SMS is still on its way, the state is asked for again this often. */
const IN_FLIGHT_POLL_MS = 3_000;
const DELIVERY_PAGE_SIZE = 50;

const STATE_COLOURS: Record<DeliveryState, string> = {
  pending: 'processing',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
};

const STATES: readonly DeliveryState[] = ['sent', 'pending', 'sending', 'failed'];

/** A channel's name; a channel this screen does not know shows none. */
function channelName(t: TFunction<'messages'>, channel: number): string {
  const name = CHANNEL_NAMES[channel as keyof typeof CHANNEL_NAMES];
  return name ? t(`send.channelNames.${name}`) : '';
}

function inFlight(send: MessageSend): boolean {
  return send.deliveries.pending + send.deliveries.sending > 0;
}

function DeliverySummary({ send }: { send: MessageSend }) {
  const { t } = useTranslation('messages');
  const shown = STATES.filter((state) => send.deliveries[state] > 0);
  if (shown.length === 0) return <Typography.Text type="secondary">{t('send.inAppOnly')}</Typography.Text>;
  return (
    <Space size={4} wrap>
      {shown.map((state) => (
        <Tag key={state} color={STATE_COLOURS[state]}>
          {t(`send.states.${state}`)} {send.deliveries[state]}
        </Tag>
      ))}
    </Space>
  );
}

function deliveryColumns(
  t: TFunction<'messages'>,
  retry: (delivery: Delivery) => void,
  retrying: string | undefined,
): TableColumnsType<Delivery> {
  return [
    { key: 'receiver', title: t('send.receiverName'), dataIndex: 'receiverName', width: 120 },
    {
      key: 'channel',
      title: t('send.channel'),
      dataIndex: 'channel',
      width: 90,
      render: (c: number) => channelName(t, c),
    },
    {
      key: 'recipient',
      title: t('send.recipient'),
      dataIndex: 'recipient',
      render: (r: string | null) =>
        r ?? <Typography.Text type="secondary">{t('send.noRecipient')}</Typography.Text>,
    },
    {
      key: 'state',
      title: t('send.delivery'),
      dataIndex: 'state',
      width: 90,
      render: (state: DeliveryState) => <Tag color={STATE_COLOURS[state]}>{t(`send.states.${state}`)}</Tag>,
    },
    {
      key: 'attempts',
      title: t('send.attempts'),
      width: 90,
      render: (_, d) => `${d.attempts}/${d.maxAttempts}`,
    },
    {
      key: 'next',
      title: t('send.nextAttempt'),
      dataIndex: 'nextAttemptAt',
      width: 160,
      render: (time: string | null, d) => (d.state === 'pending' && time ? parseTime(time) : ''),
    },
    {
      key: 'error',
      title: t('send.lastError'),
      dataIndex: 'lastError',
      ellipsis: { showTitle: false },
      render: (error: string | null) => (error ? <Tooltip title={error}>{error}</Tooltip> : ''),
    },
    {
      key: 'actions',
      title: t('send.actions'),
      width: 80,
      render: (_, d) =>
        d.state === 'failed' && d.recipient ? (
          <Button type="link" size="small" loading={retrying === d.id} onClick={() => retry(d)}>
            {t('send.retry')}
          </Button>
        ) : null,
    },
  ];
}

function Deliveries({ send }: { send: MessageSend }) {
  const { t } = useTranslation('messages');
  const body = { pageIndex: 1, pageSize: DELIVERY_PAGE_SIZE, queryData: { sendId: send.id } };
  const deliveries = useDeliveryPage(body, inFlight(send) ? IN_FLIGHT_POLL_MS : false);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const retry = useMutation({
    mutationFn: (delivery: Delivery) => retryDelivery(delivery.id),
    onSuccess: () => {
      void message.success(t('send.retried'));
      // The send's counts and this list both change.
      void queryClient.invalidateQueries({ queryKey: msgQueryKeys.sends });
    },
  });
  return (
    <Table<Delivery>
      rowKey="id"
      size="small"
      columns={deliveryColumns(t, (d) => retry.mutate(d), retry.isPending ? retry.variables?.id : undefined)}
      dataSource={deliveries.data?.items ?? []}
      loading={deliveries.isFetching && !deliveries.data}
      pagination={false}
      title={() => t('send.deliveries')}
    />
  );
}

const sendColumns = (t: TFunction<'messages'>): TableColumnsType<MessageSend> => [
  {
    key: 'time',
    title: t('send.sentAt'),
    dataIndex: 'createtime',
    width: 170,
    render: (time: string) => parseTime(time),
  },
  { key: 'title', title: t('send.messageTitle'), dataIndex: 'title', ellipsis: true },
  {
    key: 'channels',
    title: t('send.channels'),
    dataIndex: 'channels',
    width: 200,
    render: (channels: number[]) => (
      <Space size={4} wrap>
        {channels.map((c) => (
          <Tag key={c}>{channelName(t, c)}</Tag>
        ))}
      </Space>
    ),
  },
  { key: 'receivers', title: t('send.receiverCount'), dataIndex: 'receivers', width: 90 },
  { key: 'sender', title: t('send.sender'), dataIndex: 'senderName', width: 110 },
  {
    key: 'delivery',
    title: t('send.delivery'),
    width: 220,
    render: (_, send) => <DeliverySummary send={send} />,
  },
];

/** The tenant's sends with their delivery state; e-mail and SMS rows open to each delivery. */
export function SendHistory() {
  const { t } = useTranslation('messages');
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const sends = useSendPage(paging.page, paging.limit, (data) =>
    data?.items.some(inFlight) ? IN_FLIGHT_POLL_MS : false,
  );
  return (
    <Card
      title={t('send.history')}
      size="small"
      extra={<ListToolbar onRefresh={() => void sends.refetch()} />}
    >
      <Flex vertical gap="small">
        <Table<MessageSend>
          rowKey="id"
          size="small"
          columns={sendColumns(t)}
          dataSource={sends.data?.items ?? []}
          loading={sends.isFetching && !sends.data}
          pagination={false}
          expandable={{
            rowExpandable: (send) => send.channels.some((c) => c !== 1),
            expandedRowRender: (send) => <Deliveries send={send} />,
          }}
        />
        <Flex justify="flex-end">
          <Pager
            total={sends.data?.total ?? 0}
            page={paging.page}
            limit={paging.limit}
            onChange={setPaging}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
