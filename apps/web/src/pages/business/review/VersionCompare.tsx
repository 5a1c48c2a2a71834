// 版本对比: two submitted versions of the answers, and the fields whose answers differ between them.
import type { SubmissionDetail, SubmissionVersion } from '@platform/contract';
import { Empty, Form, Select, Space, Spin, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';
import { useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { answerText, diffAnswers, fieldLabels, labelOfPath, type AnswerChange } from './answers';
import { useVersions } from './queries';

const TIME = '{y}-{m}-{d} {h}:{i}';

function Changes({
  before,
  after,
  labels,
}: {
  before: SubmissionVersion;
  after: SubmissionVersion;
  labels: Map<string, string>;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'review.compare' });
  const changes = useMemo(() => diffAnswers(before.data, after.data), [before, after]);
  const shown = (value: unknown) => {
    const text = answerText(value);
    return text ? (
      <span data-user-data>{text}</span>
    ) : (
      <Typography.Text type="secondary">{t('empty')}</Typography.Text>
    );
  };
  if (changes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('same')} />;
  return (
    <Table<AnswerChange>
      rowKey="path"
      size="small"
      aria-label={t('field')}
      dataSource={changes}
      pagination={false}
      columns={[
        {
          key: 'field',
          title: t('field'),
          dataIndex: 'path',
          width: '30%',
          render: (path: string) => (
            <Space orientation="vertical" size={0}>
              <span data-user-data>{labelOfPath(labels, path)}</span>
              <Typography.Text type="secondary" code data-user-data>
                {path}
              </Typography.Text>
            </Space>
          ),
        },
        { key: 'before', title: t('before'), dataIndex: 'before', render: shown },
        {
          key: 'after',
          title: t('after'),
          dataIndex: 'after',
          render: (value: unknown) => <Typography.Text mark>{shown(value)}</Typography.Text>,
        },
      ]}
    />
  );
}

export function VersionCompare({ detail }: { detail: SubmissionDetail }) {
  const { t } = useTranslation('business', { keyPrefix: 'review.compare' });
  const { core } = useFormTranslates();
  const versions = useVersions(detail.id);
  const labels = useMemo(() => {
    const loaded = loadTemplate(detail.paper.formJson, core);
    return 'error' in loaded ? new Map<string, string>() : fieldLabels(loaded.template);
  }, [detail.paper.formJson, core]);
  const items = versions.data ?? [];
  const latest = items.reduce((max, v) => Math.max(max, v.version), 0);
  const [chosen, setChosen] = useState<{ from?: number; to?: number }>({});
  const to = chosen.to ?? latest;
  const from = chosen.from ?? (to > 1 ? to - 1 : undefined);
  if (versions.isLoading) return <Spin />;
  if (items.length < 2) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('onlyOne')} />;
  const options = items.map((v) => ({
    value: v.version,
    label: t('versionOption', { version: v.version, at: parseTime(v.submittedAt, TIME) }),
  }));
  const before = items.find((v) => v.version === from);
  const after = items.find((v) => v.version === to);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Form layout="inline">
        <Form.Item label={t('from')}>
          <Select
            aria-label={t('from')}
            style={{ width: 220 }}
            value={from}
            options={options}
            onChange={(v: number) => setChosen({ from: v, to })}
          />
        </Form.Item>
        <Form.Item label={t('to')}>
          <Select
            aria-label={t('to')}
            style={{ width: 220 }}
            value={to}
            options={options}
            onChange={(v: number) => setChosen({ from, to: v })}
          />
        </Form.Item>
      </Form>
      {before && after && <Changes before={before} after={after} labels={labels} />}
    </Space>
  );
}
