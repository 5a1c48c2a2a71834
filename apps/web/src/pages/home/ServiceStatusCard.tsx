import { ReloadOutlined } from '@ant-design/icons';
import type { HealthData } from '@platform/contract';
import { Button, Card, Descriptions, Result, Skeleton, Tag, Typography, type DescriptionsProps } from 'antd';
import dayjs from 'dayjs';
import { useHealth } from '../../api/health';
import { databaseKindLabel, homeMessages } from './messages';
import { formatUptime } from './uptime';

function StatusTag({ status }: { status: 'up' | 'down' }) {
  return status === 'up' ? (
    <Tag color="success">{homeMessages.up}</Tag>
  ) : (
    <Tag color="error">{homeMessages.down}</Tag>
  );
}

function healthItems(health: HealthData, checkedAt: number): DescriptionsProps['items'] {
  const { database } = health;
  return [
    { key: 'service', label: homeMessages.service, children: <StatusTag status={health.status} /> },
    { key: 'version', label: homeMessages.version, children: health.version },
    { key: 'uptime', label: homeMessages.uptime, children: formatUptime(health.uptimeSeconds) },
    {
      key: 'database',
      label: homeMessages.database,
      children: (
        <>
          <StatusTag status={database.status} />
          {databaseKindLabel[database.kind]}
        </>
      ),
    },
    {
      key: 'latency',
      label: homeMessages.databaseLatency,
      children:
        database.latencyMs === null ? homeMessages.noLatency : homeMessages.latency(database.latencyMs),
    },
    ...(database.error
      ? [
          {
            key: 'error',
            label: homeMessages.databaseError,
            children: <Typography.Text type="danger">{database.error}</Typography.Text>,
          },
        ]
      : []),
    {
      key: 'checkedAt',
      label: homeMessages.checkedAt,
      children: dayjs(checkedAt).format('YYYY-MM-DD HH:mm:ss'),
    },
  ];
}

/** Live health of the API server and its database, so a user can tell "the system is down" at a glance. */
export function ServiceStatusCard() {
  const { data, error, isPending, isFetching, dataUpdatedAt, refetch } = useHealth();
  const check = () => void refetch();
  return (
    <Card
      title={homeMessages.statusTitle}
      extra={
        <Button type="link" icon={<ReloadOutlined />} loading={isFetching} onClick={check}>
          {homeMessages.refresh}
        </Button>
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error ? (
        <Result
          status="warning"
          title={homeMessages.statusUnavailable}
          subTitle={error.message}
          extra={<Button onClick={check}>{homeMessages.retry}</Button>}
        />
      ) : (
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={healthItems(data, dataUpdatedAt)}
        />
      )}
    </Card>
  );
}
