// The scores of a process (expert/getEveryExpertScore): every expert's score and comment per indicator
// with the consensus and the deviation flags, the groups' scores as a bar chart, the strength score and
// level. Shown on the body's process detail and, once an expert has submitted, in the scoring drawer.
import type { BrandEveryExpertScore, BrandIndicatorConsensus } from '@platform/contract';
import { Alert, Card, Descriptions, Empty, Flex, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useEveryExpertScore } from '../../../api/brand/scoring';
import { EChart } from '../../../components/chart/EChart';
import { dimensionLabel } from './labels';

/** A share (0.25) as a percentage for display (25). */
const percent = (share: string) => String(Math.round(Number(share) * 10000) / 100);

interface Row extends BrandIndicatorConsensus {
  key: string;
  questionnaire: string;
}

function rowsOf(data: BrandEveryExpertScore): Row[] {
  return data.groups.flatMap((g) =>
    g.questionnaires.flatMap((q) =>
      q.indicators.map((i) => ({
        ...i,
        key: `${q.qsId}:${i.model}`,
        questionnaire: `${g.name} · ${q.name}`,
      })),
    ),
  );
}

export function ScoreSummaryView({ data }: { data: BrandEveryExpertScore }) {
  const { t } = useTranslation('brand', { keyPrefix: 'expert.summary' });
  const submitted = data.experts.filter((e) => e.submitted);
  const share = percent(data.deviationShare);
  const columns: ColumnsType<Row> = [
    {
      title: t('title'),
      key: 'indicator',
      width: 220,
      fixed: 'left',
      render: (_, r) => (
        <span data-user-data>
          <Typography.Text type="secondary">{r.questionnaire}</Typography.Text>
          <br />
          {r.label} (0–{r.max})
        </span>
      ),
    },
    ...submitted.map((e) => ({
      title: <span data-user-data>{e.expertName}</span>,
      key: e.expertId,
      width: 140,
      render: (_: unknown, r: Row) => {
        const s = r.scores.find((x) => x.expertId === e.expertId);
        if (!s) return '—';
        return (
          <Flex vertical gap={2}>
            <span>
              {s.score}{' '}
              {s.deviates && (
                <Tooltip title={t('deviatesHint', { share })}>
                  <Tag color="orange">{t('deviates')}</Tag>
                </Tooltip>
              )}
            </span>
            {s.comment && (
              <Typography.Text type="secondary" data-user-data>
                {s.comment}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    })),
    {
      title: t('consensus'),
      key: 'consensus',
      width: 120,
      render: (_, r) => (
        <span>
          <Typography.Text strong>{r.consensus ?? '—'}</Typography.Text>
          {r.trimmed && (
            <Tooltip title={t('trimmed')}>
              <Tag style={{ marginInlineStart: 4 }}>±</Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
  ];
  const names = data.groups.map((g) => `${g.name} (${dimensionLabel(g.dimension)})`);
  return (
    <Flex vertical gap={16}>
      {!data.complete && data.experts.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={t('pending', { submitted: submitted.length, total: data.experts.length })}
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          {
            key: 'score',
            label: t('strength'),
            children: <Typography.Text strong>{data.score}</Typography.Text>,
          },
          { key: 'level', label: t('level'), children: <Tag color="blue">{data.level}</Tag> },
        ]}
      />
      {submitted.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Table<Row>
          size="small"
          rowKey="key"
          pagination={false}
          columns={columns}
          dataSource={rowsOf(data)}
          scroll={{ x: 220 + 140 * submitted.length + 120 }}
        />
      )}
      <Card size="small" title={t('groupChart')}>
        <EChart
          height={260}
          label={t('groupChart')}
          option={{
            tooltip: { trigger: 'axis' },
            grid: { left: 40, right: 16, top: 16, bottom: 40 },
            xAxis: { type: 'category', data: names },
            yAxis: { type: 'value', min: 0, max: 100 },
            series: [{ type: 'bar', name: t('groupScore'), data: data.groups.map((g) => Number(g.score)) }],
          }}
        />
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={data.groups.map((g) => ({
            key: g.groupId,
            label: <span data-user-data>{g.name}</span>,
            children: `${g.score} (${t('weight')} ${percent(g.weight)}%)`,
          }))}
        />
      </Card>
    </Flex>
  );
}

export function ScoreSummary({ processId }: { processId: string }) {
  const every = useEveryExpertScore(processId);
  if (every.isLoading) return <Spin />;
  if (!every.data) return null;
  return <ScoreSummaryView data={every.data} />;
}
