// 评分: the automatic and experts' scores of a scoring paper, who still has to score, and the experts'
// suggestions by field.
import type { ExpertScore, SubmissionDetail, Suggestion } from '@platform/contract';
import { Descriptions, Divider, Empty, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';
import { useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { fieldLabels, labelOfPath } from './answers';

const TIME = '{y}-{m}-{d} {h}:{i}';
const figure = (n: number | null) => (n === null ? '—' : String(n));

export function ScoresPanel({ detail }: { detail: SubmissionDetail }) {
  const { t } = useTranslation('business', { keyPrefix: 'review.scores' });
  const { core } = useFormTranslates();
  const labels = useMemo(() => {
    const loaded = loadTemplate(detail.paper.formJson, core);
    return 'error' in loaded ? new Map<string, string>() : fieldLabels(loaded.template);
  }, [detail.paper.formJson, core]);
  const { scores, suggestions } = detail;
  return (
    <>
      {scores ? (
        <>
          <Descriptions
            size="small"
            bordered
            column={4}
            items={[
              { key: 'auto', label: t('auto'), children: figure(scores.autoScore) },
              { key: 'expert', label: t('expert'), children: figure(scores.expertScore) },
              { key: 'score', label: t('score'), children: figure(scores.score) },
              { key: 'total', label: t('total'), children: figure(scores.total) },
            ]}
          />
          {scores.waitingFor.length > 0 && (
            <Typography.Paragraph type="warning" style={{ marginTop: 12 }}>
              {t('waitingFor')}
              <span data-user-data>{scores.waitingFor.join(', ')}</span>
            </Typography.Paragraph>
          )}
          {scores.experts.length > 0 && (
            <Table<ExpertScore>
              rowKey="expertName"
              size="small"
              style={{ marginTop: 12 }}
              dataSource={scores.experts}
              pagination={false}
              columns={[
                {
                  key: 'expertName',
                  title: t('expertName'),
                  dataIndex: 'expertName',
                  render: (name: string) => <span data-user-data>{name}</span>,
                },
                { key: 'total', title: t('expertTotal'), dataIndex: 'total' },
                {
                  key: 'updatedAt',
                  title: t('updatedAt'),
                  dataIndex: 'updatedAt',
                  render: (at: string) => parseTime(at, TIME),
                },
              ]}
            />
          )}
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      )}
      <Divider titlePlacement="start">{t('suggestions')}</Divider>
      {suggestions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSuggestions')} />
      ) : (
        <Table<Suggestion>
          rowKey="id"
          size="small"
          aria-label={t('suggestions')}
          dataSource={suggestions}
          pagination={false}
          columns={[
            {
              key: 'path',
              title: t('path'),
              dataIndex: 'path',
              width: '25%',
              render: (path: string) => <span data-user-data>{labelOfPath(labels, path)}</span>,
            },
            {
              key: 'content',
              title: t('suggestions'),
              dataIndex: 'content',
              render: (text: string) => <span data-user-data>{text}</span>,
            },
            {
              key: 'expertName',
              title: t('expertName'),
              dataIndex: 'expertName',
              width: 120,
              render: (name: string) => <span data-user-data>{name}</span>,
            },
            {
              key: 'createdAt',
              title: t('updatedAt'),
              dataIndex: 'createdAt',
              width: 150,
              render: (at: string) => parseTime(at, TIME),
            },
          ]}
        />
      )}
    </>
  );
}
