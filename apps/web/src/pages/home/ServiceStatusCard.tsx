import { ReloadOutlined } from '@ant-design/icons';
import type { HealthData } from '@platform/contract';
import { Button, Card, Descriptions, Result, Skeleton, Tag, Typography, type DescriptionsProps } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../../api/health';
import { formatUptime } from './uptime';

function StatusTag({ status }: { status: 'up' | 'down' }) {
  const { t } = useTranslation('shell');
  return status === 'up' ? (
    <Tag color="success">{t('homePage.up')}</Tag>
  ) : (
    <Tag color="error">{t('homePage.down')}</Tag>
  );
}

function healthItems(
  health: HealthData,
  checkedAt: number,
  t: TFunction<'shell'>,
): DescriptionsProps['items'] {
  const { database } = health;
  return [
    { key: 'service', label: t('homePage.service'), children: <StatusTag status={health.status} /> },
    { key: 'version', label: t('homePage.version'), children: health.version },
    { key: 'uptime', label: t('homePage.uptime'), children: formatUptime(health.uptimeSeconds, t) },
    {
      key: 'database',
      label: t('homePage.database'),
      children: (
        <>
          <StatusTag status={database.status} />
          {t(`homePage.databaseKinds.${database.kind}`)}
        </>
      ),
    },
    {
      key: 'latency',
      label: t('homePage.databaseLatency'),
      children:
        database.latencyMs === null
          ? t('homePage.noLatency')
          : t('homePage.latency', { ms: database.latencyMs }),
    },
    ...(database.error
      ? [
          {
            key: 'error',
            label: t('homePage.databaseError'),
            children: <Typography.Text type="danger">{database.error}</Typography.Text>,
          },
        ]
      : []),
    {
      key: 'checkedAt',
      label: t('homePage.checkedAt'),
      children: dayjs(checkedAt).format('YYYY-MM-DD HH:mm:ss'),
    },
  ];
}

/** Live health of the API server and its database, so a user can tell "the system is down" at a glance. */
export function ServiceStatusCard() {
  const { data, error, isPending, isFetching, dataUpdatedAt, refetch } = useHealth();
  const { t } = useTranslation('shell');
  const check = () => void refetch();
  return (
    <Card
      title={t('homePage.statusTitle')}
      extra={
        <Button type="link" icon={<ReloadOutlined />} loading={isFetching} onClick={check}>
          {t('homePage.refresh')}
        </Button>
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error ? (
        <Result
          status="warning"
          title={t('homePage.statusUnavailable')}
          subTitle={error.message}
          extra={<Button onClick={check}>{t('homePage.retry')}</Button>}
        />
      ) : (
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={healthItems(data, dataUpdatedAt, t)}
        />
      )}
    </Card>
  );
}
