// Where the submission's score stands: the automatic score of the items with a standard answer, each
// expert's total of the manual items and their mean, the final score once every assigned expert scored,
// and who is still to score.
import type { ScoreSummary } from '@platform/contract';
import { Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';

const score = (value: number | null) => (value === null ? '—' : String(Math.round(value * 100) / 100));

export function ScoreSummaryView({ summary }: { summary: ScoreSummary }) {
  const { t } = useTranslation('business', { keyPrefix: 'expert.summary' });
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'auto', label: t('autoScore'), children: score(summary.autoScore) },
          { key: 'experts', label: t('expertScore'), children: score(summary.expertScore) },
          {
            key: 'score',
            label: t('score'),
            children:
              summary.total === null
                ? score(summary.score)
                : t('scoreOfTotal', { score: score(summary.score), total: summary.total }),
          },
        ]}
      />
      <Table
        size="small"
        rowKey="expertName"
        pagination={false}
        dataSource={summary.experts}
        locale={{ emptyText: t('noScores') }}
        columns={[
          {
            key: 'expertName',
            title: t('expert'),
            dataIndex: 'expertName',
            render: (name: string, row) => (
              <Flex gap={4} align="center">
                <span data-user-data>{name}</span>
                {row.mine && <Tag color="blue">{t('me')}</Tag>}
              </Flex>
            ),
          },
          { key: 'total', title: t('total'), dataIndex: 'total', width: 80 },
          {
            key: 'updatedAt',
            title: t('updatedAt'),
            dataIndex: 'updatedAt',
            width: 150,
            render: (at: string) => parseTime(at, '{y}-{m}-{d} {h}:{i}'),
          },
        ]}
      />
      {summary.waitingFor.length > 0 ? (
        <Flex gap={4} wrap align="center">
          <Typography.Text type="secondary">{t('waitingFor')}</Typography.Text>
          {summary.waitingFor.map((name) => (
            <Tag key={name} data-user-data>
              {name}
            </Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('allScored')}</Typography.Text>
      )}
    </Flex>
  );
}
